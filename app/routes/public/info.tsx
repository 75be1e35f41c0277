import { Accordion, Anchor, Button, Code, Container, Group, Text, Title } from "@mantine/core";
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { type T, useT } from "~/components/i18n/i18n-provider";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import type { Route } from "./+types/info";

export const meta: Route.MetaFunction = () => [
  { title: "Info — Drip Drop" },
  { name: "description", content: "Answers to common questions about Drip Drop." },
];

interface Faq {
  id: string;
  question: MessageKey;
  /** A plain message, or one with elements (code, links) inside it. */
  answer: MessageKey | ((t: T) => ReactNode);
}

/**
 * One translated message with elements in it: each `{name}` argument becomes its element, so a language may put
 * the code or the link wherever its sentence needs it (the marks are a private-use character no message contains).
 */
function withParts(t: T, key: MessageKey, parts: Record<string, ReactNode>): ReactNode {
  const names = Object.keys(parts);
  const marked = t(key, Object.fromEntries(names.map((name, i) => [name, `\uE000${i}\uE000`])));
  return marked
    .split(/\uE000(\d+)\uE000/)
    .map((piece, i) =>
      i % 2 === 0 ? piece : <Fragment key={names[Number(piece)]}>{parts[names[Number(piece)]]}</Fragment>,
    );
}

const sections: { title: MessageKey; faqs: Faq[] }[] = [
  {
    title: "common.site.info.startedTitle",
    faqs: [
      {
        id: "laptop",
        question: "common.site.info.laptopQ",
        answer: (t) =>
          withParts(t, "common.site.info.laptopA", {
            install: <Code>npm install && npm start</Code>,
            address: <Code>http://localhost:3000</Code>,
            folder: <Code>data</Code>,
          }),
      },
      {
        id: "postgres",
        question: "common.site.info.postgresQ",
        answer: (t) => withParts(t, "common.site.info.postgresA", { variable: <Code>DATABASE_URL</Code> }),
      },
      {
        id: "import",
        question: "common.site.info.importQ",
        answer: "common.site.info.importA",
      },
      {
        id: "pricing",
        question: "common.site.info.pricingQ",
        answer: (t) =>
          withParts(t, "common.site.info.pricingA", {
            plans: (
              <Anchor component={Link} to="/products">
                {t("common.site.info.plansPage")}
              </Anchor>
            ),
          }),
      },
    ],
  },
  {
    title: "common.site.info.usingTitle",
    faqs: [
      {
        id: "lsi",
        question: "common.site.info.lsiQ",
        answer: "common.site.info.lsiA",
      },
      {
        id: "phones",
        question: "common.site.info.phonesQ",
        answer: "common.site.info.phonesA",
      },
      {
        id: "payments",
        question: "common.site.info.paymentsQ",
        answer: "common.site.info.paymentsA",
      },
    ],
  },
  {
    title: "common.site.info.ownersTitle",
    faqs: [
      {
        id: "owners",
        question: "common.site.info.ownersQ",
        answer: (t) =>
          withParts(t, "common.site.info.ownersA", {
            redeem: (
              <Anchor component={Link} to="/reedemInviteCode">
                {t("common.site.info.redeemLink")}
              </Anchor>
            ),
          }),
      },
      {
        id: "data",
        question: "common.site.info.dataQ",
        answer: "common.site.info.dataA",
      },
      {
        id: "privacy",
        question: "common.site.info.privacyQ",
        answer: "common.site.info.privacyA",
      },
    ],
  },
];

export default function Info() {
  const t = useT();
  return (
    <Container size="lg" py={48}>
      <Title order={1}>{t("common.site.info.title")}</Title>
      <Text size="lg" mt="sm" maw={760}>
        {t("common.site.info.intro")}
      </Text>

      {sections.map((section) => (
        <section key={section.title}>
          <Title order={2} mt={40} mb="md">
            {t(section.title)}
          </Title>
          <Accordion variant="separated" order={3} multiple>
            {section.faqs.map((faq) => (
              <Accordion.Item key={faq.id} value={faq.id}>
                <Accordion.Control>{t(faq.question)}</Accordion.Control>
                <Accordion.Panel>
                  <Text>{typeof faq.answer === "function" ? faq.answer(t) : t(faq.answer)}</Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </section>
      ))}

      <Title order={2} mt={48}>
        {t("common.site.info.stillHeading")}
      </Title>
      <Group mt="md">
        <Button component={Link} to="/contact">
          {t("common.site.info.contactUs")}
        </Button>
        <Button component={Link} to="/products" variant="default">
          {t("common.site.info.seePlans")}
        </Button>
      </Group>
    </Container>
  );
}
