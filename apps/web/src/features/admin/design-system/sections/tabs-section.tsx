import { Tabs, TabsContent, TabsList, TabsTrigger } from '@forma/ui';
import { Sample } from '../ds-section';

/** The kit's Tabs (Radix): arrow keys move between tabs; one tab is disabled. */
export function TabsSection() {
  return (
    <Sample title="Tabs" className="block">
      <Tabs defaultValue="profile" className="max-w-xl">
        <TabsList aria-label="Designer sections" className="flex w-full sm:inline-flex sm:w-auto">
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="works">Works</TabsTrigger>
          <TabsTrigger value="history" disabled>
            History
          </TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          <p className="text-sm leading-relaxed text-white/70">
            Name, role, rate and portrait of the designer. Use the arrow keys to move between tabs;
            History is disabled.
          </p>
        </TabsContent>
        <TabsContent value="works">
          <p className="text-sm leading-relaxed text-white/70">
            The designer&rsquo;s works, reordered by drag and drop.
          </p>
        </TabsContent>
        <TabsContent value="history">
          <p className="text-sm text-white/70">Earlier versions.</p>
        </TabsContent>
      </Tabs>
    </Sample>
  );
}
