import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@forma/ui';
import { Sample } from '../ds-section';

/** The kit's Card with its header, title, description, content and footer. */
export function CardsSection() {
  return (
    <Sample title="Card" className="grid items-start gap-6 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Ava Chen</CardTitle>
          <CardDescription>Product designer, Lisbon. Available from next week.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <Badge variant="purple">UX/UI Design</Badge>
          <Badge variant="cyan">Design Systems</Badge>
        </CardContent>
        <CardFooter>
          <Button size="sm">View profile</Button>
          <Button size="sm" variant="ghost">
            Edit
          </Button>
        </CardFooter>
      </Card>
      <Card className="p-6">
        <p className="text-sm text-white/65">Contact submissions this week</p>
        <p className="mt-2 text-3xl font-semibold tracking-tight tabular-nums">24</p>
        <p className="mt-1 text-sm text-emerald-200">+6 from last week</p>
      </Card>
    </Sample>
  );
}
