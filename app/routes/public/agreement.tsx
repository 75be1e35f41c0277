import { Container, Group, Stack, Text, Title } from "@mantine/core";
import { data } from "react-router";
import { PublicCompanyFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { clientInfoContext } from "~/context";
import { agreementForOwner } from "~/domain/money/agreement-answers.server";
import { systemContext } from "~/server/ports.server";
import type { Route } from "./+types/agreement";
import { answerFromForm } from "./agreement-answer.server";
import { AgreementAnswer, AgreementStatusBadge, AgreementTerms } from "./agreement-view";
import { LinkLanguage } from "./link-language";
import { linkPageLocale } from "./link-language.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const a = loaderData?.agreement;
  return [
    {
      title: a
        ? pageTitle(matches, "portal.title.agreement", { label: a.label, company: a.company.name })
        : pageTitle(matches, "portal.title.agreementNotFound"),
    },
    {
      name: "description",
      content: a
        ? pageTitle(matches, "portal.publicAgreement.metaDescription", {
            company: a.company.name,
            customer: a.customerName,
            title: a.title,
            rate: a.rateText,
          })
        : pageTitle(matches, "portal.publicAgreement.invalid"),
    },
    { name: "robots", content: "noindex" },
  ];
};

/** The pool owner's agreement link: no sign-in, the token is the key. An unknown or withdrawn link says so. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const agreement = await agreementForOwner(await systemContext(), { token: params.token });
  if (!agreement) return data({ agreement: null, page: null }, { status: 404 });
  return { agreement, page: await linkPageLocale(request, context, { agreement: params.token }) };
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
  const t = useT();
  if (!agreement)
    return (
      <Container size="sm" py="xl">
        <Title order={1} mb="md">
          {t("portal.publicAgreement.notFound")}
        </Title>
        <Text>{t("portal.publicAgreement.notFoundText")}</Text>
      </Container>
    );
  return (
    <Container size="md" py="xl" px={{ base: "sm", sm: "md" }}>
      <Stack>
        <div>
          <Group gap="xs" align="center">
            <Title order={1} size="h2">
              {t("portal.publicAgreement.title", { label: agreement.label, title: agreement.title })}
            </Title>
            <AgreementStatusBadge status={agreement.status} />
          </Group>
          <Text c="dimmed">
            {t("portal.public.fromFor", {
              company: agreement.company.name,
              customer: agreement.customerName,
            })}
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
    <LinkLanguage page={props.loaderData.page}>
      <PublicCompanyFormat company={company}>
        <PublicAgreementBody {...props} />
      </PublicCompanyFormat>
    </LinkLanguage>
  );
}
