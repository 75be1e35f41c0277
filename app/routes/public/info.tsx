import { Accordion, Anchor, Button, Code, Container, Group, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import type { Route } from "./+types/info";

export const meta: Route.MetaFunction = () => [
  { title: "Info — Drip Drop" },
  { name: "description", content: "Answers to common questions about Drip Drop." },
];

interface Faq {
  id: string;
  question: string;
  answer: React.ReactNode;
}

const sections: { title: string; faqs: Faq[] }[] = [
  {
    title: "Getting started",
    faqs: [
      {
        id: "laptop",
        question: "Can I run Drip Drop on my own laptop?",
        answer: (
          <>
            Yes. Install Node.js 24, download the source code, and run <Code>npm install && npm start</Code>{" "}
            in its folder. Drip Drop then opens at <Code>http://localhost:3000</Code> with a built-in database
            stored in the <Code>data</Code> folder, so nothing else needs to be installed.
          </>
        ),
      },
      {
        id: "postgres",
        question: "Can I use PostgreSQL?",
        answer: (
          <>
            Yes. Set the <Code>DATABASE_URL</Code> environment variable to your PostgreSQL connection string
            before starting Drip Drop. The built-in database is fine for trying it out and for small
            companies; PostgreSQL is the better choice for a server shared by a whole team.
          </>
        ),
      },
      {
        id: "import",
        question: "Can I bring my customers over from a spreadsheet or another tool?",
        answer:
          "Yes. Customers, service locations and pools can be imported from CSV files. Most pool-service tools can export a customer list as CSV, and you can export your Drip Drop data as CSV at any time.",
      },
      {
        id: "pricing",
        question: "How much does it cost?",
        answer: (
          <>
            Running it yourself is free. The hosted service is free for up to 50 pools, then $49 a month per
            company plus $1 per active pool. The{" "}
            <Anchor component={Link} to="/products">
              plans page
            </Anchor>{" "}
            has the details.
          </>
        ),
      },
    ],
  },
  {
    title: "Using Drip Drop",
    faqs: [
      {
        id: "lsi",
        question: "What is LSI?",
        answer:
          "The Langelier Saturation Index tells you whether pool water will tend to dissolve plaster and corrode metal (negative) or leave scale (positive). It is calculated from pH, temperature, calcium hardness, total alkalinity, cyanuric acid and dissolved solids; a value between about -0.3 and +0.3 is considered balanced. Drip Drop also shows the calcite saturation index (CSI) and suggests doses to bring the water into range.",
      },
      {
        id: "phones",
        question: "Can technicians use it on their phones?",
        answer:
          "Yes. Drip Drop works in the phone's web browser, so there is no app to install. A technician sees the day's route, opens each stop, enters readings and doses, checks off tasks and adds photos. The service report is sent when the stop is finished.",
      },
      {
        id: "payments",
        question: "How do customers pay?",
        answer:
          "A company can connect its own Stripe account, so card payments go straight to the company and Drip Drop never holds the money. Companies that do not use Stripe can record cash and check payments by hand against each invoice.",
      },
    ],
  },
  {
    title: "Pool owners and data",
    faqs: [
      {
        id: "owners",
        question: "How does a pool owner get access?",
        answer: (
          <>
            Your pool company gives you an invite code. Create an account, then enter the code on the{" "}
            <Anchor component={Link} to="/reedemInviteCode">
              redeem invite code
            </Anchor>{" "}
            page. Your account is then linked to your company, and you see your service reports, invoices,
            messages and equipment.
          </>
        ),
      },
      {
        id: "data",
        question: "What data does Drip Drop store?",
        answer:
          "The names, e-mail addresses and roles of people with accounts; a company's customers, service addresses, pools and equipment; routes and service stops; water readings, chemicals added and photos; and invoices and payment records. Card numbers are never stored in Drip Drop: they stay with Stripe.",
      },
      {
        id: "privacy",
        question: "Who can see my company's data?",
        answer:
          "Only the people in your company, each limited by their role: an Owner sees everything, Office staff handle customers, scheduling and billing, and Technicians see customers and the stops they work. A pool owner sees only their own pools, reports and invoices.",
      },
    ],
  },
];

export default function Info() {
  return (
    <Container size="lg" py={48}>
      <Title order={1}>Questions and answers</Title>
      <Text size="lg" mt="sm" maw={760}>
        How Drip Drop works, how to run it, and what it costs.
      </Text>

      {sections.map((section) => (
        <section key={section.title}>
          <Title order={2} mt={40} mb="md">
            {section.title}
          </Title>
          <Accordion variant="separated" order={3} multiple>
            {section.faqs.map((faq) => (
              <Accordion.Item key={faq.id} value={faq.id}>
                <Accordion.Control>{faq.question}</Accordion.Control>
                <Accordion.Panel>
                  <Text>{faq.answer}</Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </section>
      ))}

      <Title order={2} mt={48}>
        Still have a question?
      </Title>
      <Group mt="md">
        <Button component={Link} to="/contact">
          Contact us
        </Button>
        <Button component={Link} to="/products" variant="default">
          See the plans
        </Button>
      </Group>
    </Container>
  );
}
