import { Container, Group, Stack, Text, Title } from "@mantine/core";
import { data } from "react-router";
import { PublicCompanyFormat } from "~/components/format/format-provider";
import { clientInfoContext } from "~/context";
import { db } from "~/db/client.server";
import { agreementForOwner } from "~/domain/money/agreement-answers.server";
import type { Route } from "./+types/agreement";
import { answerFromForm } from "./agreement-answer.server";
import { AgreementAnswer, AgreementStatusBadge, AgreementTerms } from "./agreement-view";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const a = loaderData?.agreement;
  return [
    {
      title: a
        ? `Service agreement ${a.label} from ${a.company.name} — Drip Drop`
        : "Agreement not found — Drip Drop",
    },
    {
      name: "description",
      content: a
        ? `${a.company.name} offers ${a.customerName} ${a.title}: ${a.rateText}. Read it, then accept or decline.`
        : "This agreement link is not valid.",
    },
    { name: "robots", content: "noindex" },
  ];
};

/** The pool owner's agreement link: no sign-in, the token is the key. An unknown or withdrawn link says so. */
export async function loader({ params }: Route.LoaderArgs) {
  const agreement = await agreementForOwner(await db(), { token: params.token });
  if (!agreement) return data({ agreement: null }, { status: 404 });
  return { agreement };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return answerFromForm(
    request,
    { token: params.token },
    context.get(clientInfoContext),
    `/agreement/${params.token}`,
  );
}

function PublicAgreementBody({ loaderData, actionData, params }: Route.ComponentProps) {
  const { agreement } = loaderData;
  if (!agreement)
    return (
      <Container size="sm" py="xl">
        <Title order={1} mb="md">
          Agreement not found
        </Title>
        <Text>
          This agreement link is not valid. The company may have withdrawn the agreement to change it; use the
          link in their latest e-mail, or contact the company that sent it.
        </Text>
      </Container>
    );
  return (
    <Container size="md" py="xl" px={{ base: "sm", sm: "md" }}>
      <Stack>
        <div>
          <Group gap="xs" align="center">
            <Title order={1} size="h2">
              Service agreement {agreement.label}: {agreement.title}
            </Title>
            <AgreementStatusBadge status={agreement.status} />
          </Group>
          <Text c="dimmed">
            From {agreement.company.name} for {agreement.customerName}
            {[agreement.company.phone, agreement.company.email].filter(Boolean).length
              ? ` · ${[agreement.company.phone, agreement.company.email].filter(Boolean).join(" · ")}`
              : ""}
          </Text>
        </div>
        <AgreementTerms doc={agreement} />
        <AgreementAnswer
          agreement={agreement}
          actionData={actionData}
          pdfHref={`/agreement/${params.token}/signed.pdf`}
        />
      </Stack>
    </Container>
  );
}

/** The page writes its times and money the way the company does, on the server and in the browser alike. */
export default function PublicAgreement(props: Route.ComponentProps) {
  const company = props.loaderData.agreement?.company;
  return (
    <PublicCompanyFormat company={company}>
      <PublicAgreementBody {...props} />
    </PublicCompanyFormat>
  );
}
