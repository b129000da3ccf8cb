/**
 * Ordinary English words seen in architecture prompts. The spelling fixer never "corrects" a
 * word on this list, so "there" stays "there" although it is one swap away from "three".
 */
export const COMMON_WORDS = `
a about above across act action actions active add added adding after again against all allow allows along also always am analytics
among an and another any app apps application applications approach are area around as ask at auth authentication automatic
automatically available away back backend backends base based basic be because been before behind being below best between
big both bound box boxes build building built but by call called can case cases change changes check clear client clients
close code come common company complete component components connected connection consider contain contains content context
core could create created creates current customer customers daily data day deep default define deliver delivery describe
design detail details different do does doing domain done down draw drawing drive during each early easy edge either else
end ends enough entire entry environment environments error errors even event events every everything example existing
expose external fail failed failing failure failures fast feature features few file files final first flow flows follow
following for form format forms found free from front full get give given go goes going good great group groups handle has
have having help here high history hold home host how however if image images important in include includes including
incoming information input inside instead internal into is it its itself job just keep key keys kind know large last later
layer layers least left let level like limit line list little live load local log logic long look lookup lot low made main
make makes many may me message messages metadata might mobile mode model more most much multi must my name need needs network
new next no node none not note now number of off often old on once one only open or order orders other our out output outside
over own page part parts path pay payment payments per person place plan platform point points possible post private process
product products provide public put query quick rather read ready real reason receive record records region regions related
request requests require required response responses result results return right role rules run running same save scale
scaling second secure see send sent separate serve server servers service services session sessions set setup several shared
should show side simple since single site small so some something source sources spoke spokes stage stages start state static
step steps still stop storage store stored stores stream such support system systems table take target task tasks team than
that the their them then there these they thing things this those three through time times to together too tool top total
traffic tier tiers two type types under until up upload uploads us use used user users using value values version very via
view want was way we web well were what when where whether which while who why will with within without work workflow
works would write writes year yes yet you your zone zones thumbnail thumbnails telemetry medallion bronze silver gold raw
curated refined staging production lag aggregation dashboards alerts catalogs everything manifests images lakehouse projector
fulfillment notifications sessions customers developers devices collecting processing ingestion chatbot chat retrieval
token tokens jwt cookie cookies session payload json xml http grpc rest soap webhook webhooks callback callbacks query queries
header headers password passwords credential credentials login logout signup account accounts profile profiles cart basket
checkout invoice invoices receipt receipts ticket tickets email emails photo photos video videos thumbnail upload downloads
report reports batch batches nightly hourly daily weekly replica shard tenant tenants admin admins operator operators
reset resets valid invalid verify verified approve approved reject rejected submit submits submitted pay paid ship shipped
cancel cancelled refund refunds link links code codes otp expire expired retry retries notify notified avatar avatars
`.split(/\s+/).filter(Boolean);
