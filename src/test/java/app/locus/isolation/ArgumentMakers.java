package app.locus.isolation;

import app.locus.base.i18n.Texts;
import app.locus.support.OutsideWorld;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

import app.locus.audit.AuditFilter;
import app.locus.autoscans.AutoscanSearch;
import app.locus.apitokens.ApiTokenService;
import app.locus.apitokens.TokenRequest;
import app.locus.base.AgencyId;
import app.locus.base.OpaqueId;
import app.locus.base.Role;
import app.locus.base.UserId;
import app.locus.base.WorkspaceId;
import app.locus.base.mail.MailAttachment;
import app.locus.base.mail.Mailer;
import app.locus.base.mail.OutgoingMail;
import app.locus.businessprofile.ProfileChange;
import app.locus.campaigns.CampaignId;
import app.locus.campaigns.CampaignEdit;
import app.locus.campaigns.CampaignInput;
import app.locus.fixtures.TestImages;
import app.locus.isolation.MarkedWorld.MarkedWorkspace;
import app.locus.keywords.KeywordListId;
import app.locus.alerts.AlertId;
import app.locus.alerts.AlertKind;
import app.locus.alerts.Firing;
import app.locus.alerts.repository.AlertRepository;
import app.locus.keywords.KeywordListInput;
import app.locus.clientreports.ClientReportEntry;
import app.locus.clientreports.ClientReportId;
import app.locus.reviewinbox.ReplyTemplate;
import app.locus.reviewinbox.ReplyTemplates;
import app.locus.clientreports.DateRange;
import app.locus.clientreports.Frequency;
import app.locus.clientreports.ReportPeriod;
import app.locus.clientreports.ScheduleInput;
import app.locus.clientreports.Section;
import app.locus.clientreports.TemplateInput;
import app.locus.clientreports.repository.ClientReportRepository;
import app.locus.keywords.repository.KeywordListRepository;
import app.locus.locations.NewLocationInput;
import app.locus.mail.MailId;
import app.locus.mail.OutboxEntry;
import app.locus.mail.OutboxService;
import app.locus.portal.InvitationRequest;
import app.locus.portal.InvitationService;
import app.locus.portal.InvitationSummary;
import app.locus.reports.GalleryCursor;
import app.locus.reports.GalleryFilter;
import app.locus.reports.GallerySort;
import app.locus.reviewinbox.InboxAge;
import app.locus.reviewinbox.InboxFilter;
import app.locus.reports.ReportType;
import app.locus.sharing.ShareExpiry;
import app.locus.sharing.ShareLinkId;
import app.locus.sharing.ShareService;
import app.locus.scans.BatchInput;
import app.locus.scans.BatchListener;
import app.locus.scans.GridSettings;
import app.locus.scans.IdempotencyKey;
import app.locus.scans.ScanConfirmation;
import app.locus.scans.ScanInput;
import app.locus.scans.SpotCheckInput;
import app.locus.scans.SubmissionId;
import app.locus.security.Site;
import app.locus.tenancy.HostNameService;
import app.locus.tenancy.NewUser;
import app.locus.tenancy.TestTenants;
import app.locus.upstream.api.CampaignKey;
import app.locus.upstream.api.Keyword;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.ReportKey;
import app.locus.upstream.api.SpecDates;
import app.locus.upstream.credentials.ApiKeyId;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.upstream.credentials.PendingAuthorization;
import org.springframework.context.ApplicationContext;

/**
 * How to make an argument of each parameter type (or, for plain strings and numbers, each
 * parameter name) for a tenant, so that the matrix can call any service method. A method
 * with a parameter nobody knows how to make fails with {@link MissingMaker}, which names
 * the parameter to add here.
 */
public final class ArgumentMakers {

	/**
	 * Where the arguments come from: the workspace (and agency) passed as the workspace,
	 * whose marker also goes into free text (so that an echoed input is never taken for a
	 * leak), and the tenant whose other ids (campaign, report, place...) are passed with
	 * it.
	 */
	public record Sources(MarkedWorkspace workspace, MarkedWorkspace ids) {

	}

	/** A parameter the registry cannot fill yet. */
	public static final class MissingMaker extends RuntimeException {

		MissingMaker(Method method, Parameter parameter) {
			super("No argument maker for parameter '" + parameter.getName() + "' of type "
					+ parameter.getParameterizedType().getTypeName() + " in "
					+ method.getDeclaringClass().getSimpleName() + "." + method.getName() + ": add one to "
					+ ArgumentMakers.class.getName()
					+ " (by type, or by name for strings and numbers). This is a gap in the test, not a leak.");
		}

	}

	private static final String OAUTH_CALLBACK = "http://localhost/oauth/upstream/callback";

	/**
	 * Parameter names that end like an id but name something of another system (an
	 * identity provider's OAuth client id), not a tenant's data.
	 */
	private static final Set<String> FOREIGN_SYSTEM_IDS = Set.of("clientId");

	/**
	 * Parameter names that do not end like an id but name a tenant's own data (a host
	 * name belongs to one agency).
	 */
	private static final Set<String> TENANT_NAMES = Set.of("host");

	private final Map<Class<?>, Function<Sources, Object>> byType = new HashMap<>();

	private final Map<String, Function<Sources, Object>> byName = new HashMap<>();

	public ArgumentMakers(MarkedWorld world, ApplicationContext context) {
		ApiKeyService keys = context.getBean(ApiKeyService.class);
		InvitationService invitations = context.getBean(InvitationService.class);
		HostNameService hosts = context.getBean(HostNameService.class);
		Mailer mailer = context.getBean(Mailer.class);
		OutboxService outbox = context.getBean(OutboxService.class);
		byType.put(WorkspaceId.class, from -> from.workspace().workspace());
		byType.put(AgencyId.class, from -> from.workspace().agency());
		byType.put(UserId.class, from -> world.disposableUser(from.ids()).id());
		byType.put(CampaignId.class, from -> from.ids().campaign().id());
		byType.put(CampaignKey.class, from -> from.ids().campaign().key());
		KeywordListRepository keywordLists = context.getBean(KeywordListRepository.class);
		byType.put(KeywordListId.class, from -> {
			KeywordListId list = KeywordListId.random();
			// a list of the tenant whose ids are passed, like every other id
			keywordLists.insert(from.ids().agency(), from.ids().workspace(), list, "List " + list.value(),
					List.of(Keyword.of("listed " + from.ids().marker())), Instant.now());
			return list;
		});
		AlertRepository alerts = context.getBean(AlertRepository.class);
		byType.put(AlertId.class, from -> {
			AlertId alert = AlertId.random();
			// an alert of the tenant whose ids are passed
			alerts.insert(alert, new Firing(from.ids().agency(), from.ids().workspace(), AlertKind.SCAN_UNKNOWN,
					"matrix " + alert.value(), "Alert " + from.ids().marker(), "Made by the isolation matrix", null),
					Instant.now());
			return alert;
		});
		byType.put(KeywordListInput.class, from -> new KeywordListInput("List " + OpaqueId.next(),
				List.of("listed " + from.workspace().marker())));
		byType.put(byte[].class,
				from -> ("keyword,place_id\nfiled " + from.workspace().marker() + "," + from.ids().place() + "\n")
					.getBytes(StandardCharsets.UTF_8));
		byType.put(ReportKey.class, from -> ReportKey.of(from.ids().reportKey()));
		byType.put(ReportType.class, from -> ReportType.SCAN);
		byType.put(Texts.class, from -> (Texts) (key, arguments) -> key);
		byType.put(MailId.class, from -> {
			// a mail of its own in the ids' agency, with a file, kept (the tests have no
			// mail server)
			String to = disposableEmail("outbox");
			mailer.send(OutgoingMail.text(from.ids().agency(), to, "Mail " + from.ids().marker(), "Text")
				.withAttachment(new MailAttachment("report.pdf", "application/pdf", new byte[] { 1, 2, 3 })));
			TestTenants.signIn(from.ids().owner());
			return outbox.page(0, 50)
				.stream()
				.filter(mail -> mail.recipients().equals(to))
				.map(OutboxEntry::id)
				.findFirst()
				.orElseThrow();
		});
		byType.put(SubmissionId.class, from -> from.ids().submission().id());
		ClientReportRepository clientReports = context.getBean(ClientReportRepository.class);
		byType.put(ClientReportId.class, from -> {
			// a stored report of the tenant whose ids are passed
			ClientReportId report = ClientReportId.random();
			LocalDate today = LocalDate.now(ZoneOffset.UTC);
			clientReports.store(from.ids().agency(), from.ids().workspace(),
					new ClientReportEntry(report, "Report " + from.ids().marker(), new DateRange(today, today),
							ClientReportEntry.Origin.MANUAL, Instant.now(), 4),
					null, "%PDF".getBytes(StandardCharsets.US_ASCII));
			return report;
		});
		byType.put(ReplyTemplates.class, from -> new ReplyTemplates(
				List.of(new ReplyTemplate(Set.of(4, 5), "Thank you, {first_name}! " + from.workspace().marker()))));
		byType.put(TemplateInput.class,
				from -> new TemplateInput(Set.of(Section.SUMMARY), List.of(), ReportPeriod.LAST_7_DAYS));
		byType.put(ScheduleInput.class,
				from -> new ScheduleInput(Frequency.WEEKLY, DayOfWeek.MONDAY, null, LocalTime.of(8, 0), "UTC"));
		byName.put("typed", from -> List.of(disposableEmail("contact")));
		ShareService shares = context.getBean(ShareService.class);
		byType.put(ShareExpiry.class, from -> ShareExpiry.DAYS_30);
		byType.put(ShareLinkId.class, from -> {
			// a link of the tenant whose ids are passed, made by its admin
			TestTenants.signIn(from.ids().owner());
			return shares
				.create(from.ids().workspace(), ReportType.SCAN, ReportKey.of(from.ids().reportKey()),
						ShareExpiry.DAYS_30)
				.id();
		});
		byType.put(ApiKeyId.class, from -> {
			// a key of its own, so that revoking or rotating it leaves the tenant's key
			// working
			TestTenants.signIn(from.ids().owner());
			return keys.add(from.ids().workspace(), "Extra " + from.ids().marker(), from.ids().account().key(), null)
				.id();
		});
		ApiTokenService apiTokens = context.getBean(ApiTokenService.class);
		byType.put(TokenRequest.class, from -> new TokenRequest("Token " + from.workspace().marker(), false,
				Set.of(from.workspace().workspace()), null));
		byName.put("tokenId", from -> {
			TestTenants.signIn(from.ids().owner());
			return apiTokens.issue(new TokenRequest("Extra " + from.ids().marker(), false, Set.of(), null))
				.token()
				.id();
		});
		byName.put("secret", from -> {
			TestTenants.signIn(from.ids().owner());
			return apiTokens.issue(new TokenRequest("Extra " + from.ids().marker(), false, Set.of(), null)).secret();
		});
		byType.put(GalleryFilter.class, from -> GalleryFilter.of(null).withPlaceId(from.ids().place()));
		byType.put(GallerySort.class, from -> GallerySort.NEWEST_FIRST);
		// after a date later than any report: the page starts at the newest
		byType.put(GalleryCursor.class,
				from -> new GalleryCursor(LocalDate.of(2999, 1, 1), ReportKey.of("fffffffffffffff")));
		byType.put(InboxFilter.class,
				from -> new InboxFilter(false, Set.of(), from.workspace().workspace(), null, InboxAge.ANY));
		byType.put(Limit.class, from -> Limit.MAX);
		byType.put(Platform.class, from -> Platform.GOOGLE);
		byType.put(Role.class, from -> Role.CLIENT_VIEWER);
		byType.put(ScanInput.class,
				from -> ScanInput.google(from.ids().place(),
						LatLng.of(from.ids().submission().lat(), from.ids().submission().lng()),
						"scan " + from.workspace().marker(), BigDecimal.ONE, Measurement.MI));
		byType.put(ScanConfirmation.class,
				from -> new ScanConfirmation(ScanInput.DEFAULT_GRID_SIZE * ScanInput.DEFAULT_GRID_SIZE, false, false));
		byType.put(IdempotencyKey.class, from -> new IdempotencyKey("matrix-" + OpaqueId.next()));
		byType.put(BatchInput.class,
				from -> new BatchInput(List.of("batch " + from.workspace().marker()), List.of(from.ids().place()),
						new GridSettings(3, BigDecimal.ONE, Measurement.MI, Platform.GOOGLE, false)));
		byType.put(BatchListener.class, from -> (BatchListener) progress -> {
		});
		byType.put(SpotCheckInput.class,
				from -> new SpotCheckInput(from.ids().place(), "spot " + from.workspace().marker(),
						new BigDecimal(from.ids().submission().lat()), new BigDecimal(from.ids().submission().lng())));
		byType.put(NewLocationInput.class, from -> NewLocationInput.google(from.ids().place()));
		byType.put(CampaignInput.class,
				from -> new CampaignInput("Campaign " + from.workspace().marker(), List.of(from.ids().place()),
						List.of("campaign " + from.workspace().marker()), 3, "1", "mi", "weekly",
						SpecDates.formatDate(LocalDate.now(ZoneOffset.UTC).plusDays(3)), "9:00 AM"));
		byType.put(CampaignEdit.class,
				from -> new CampaignEdit("Campaign " + from.workspace().marker(), 3, "1", "mi", "weekly"));
		byType.put(ProfileChange.class, from -> new ProfileChange.CreatePost("Post " + from.workspace().marker()));
		byType.put(AuditFilter.class, from -> new AuditFilter(from.workspace().workspace(), null, null, null, null));
		byType.put(NewUser.class, from -> new NewUser(disposableEmail("new"), "New user", Role.CLIENT_VIEWER,
				TestTenants.PASSWORD, Set.of(from.workspace().workspace())));
		byType.put(Set.class, from -> Set.of(from.workspace().workspace()));
		byType.put(boolean.class, from -> false);
		byType.put(Boolean.class, from -> false);

		// no threshold: the first kind of alert has none
		byName.put("threshold", from -> null);
		// an assistant nobody connected: the consent page and disconnecting find nothing
		byName.put("clientId", from -> "assistant-matrix");
		byName.put("clientKey", from -> "matrix-client");
		byName.put("scopes", from -> "locus.read locus.write");
		byName.put("url", from -> "http://127.0.0.1:9/matrix-hook");
		byName.put("typedEmail", from -> disposableEmail("forgot"));
		byName.put("placeId", from -> from.ids().place());
		byName.put("campaignIds", from -> List.of(from.ids().campaign().id()));
		byName.put("proposalId", from -> from.ids().proposalId());
		byName.put("reviewId", from -> from.ids().reviewId());
		byName.put("text", from -> "Reply " + from.workspace().marker());
		byName.put("reportKey", from -> from.ids().reportKey());
		byName.put("typedPhrase", from -> null);
		// a cost no scan has: the first-run scan is refused before anything is spent
		byName.put("confirmedCredits", from -> 0);
		byName.put("comment", from -> "Checked by the isolation matrix");
		byName.put("note", from -> "Checked by the isolation matrix");
		byName.put("nextToken", from -> null);
		byName.put("term", from -> "coffee");
		byName.put("proximity", from -> "Seattle, WA");
		byName.put("label", from -> "Key " + from.workspace().marker());
		byName.put("secret", from -> from.workspace().account().key());
		byName.put("newSecret", from -> from.workspace().account().key());
		byName.put("ipNote", from -> null);
		byName.put("displayName", from -> "Agency " + from.workspace().marker());
		byName.put("primaryColour", from -> "#1f6feb");
		byName.put("name", from -> "Workspace " + from.workspace().marker());
		byName.put("languageCode", from -> "de");
		byName.put("paletteCode", from -> "colour-blind-safe");
		byName.put("zone", from -> "Europe/Berlin");
		byName.put("baseline", from -> 0.3);
		byName.put("place", from -> from.ids().place());
		byName.put("changePoints", from -> 10);
		byName.put("gridSize", from -> 5);
		byName.put("keyword", from -> "bakery");
		byName.put("designEffect", from -> 1.5);
		byName.put("offset", from -> 0);
		byName.put("position", from -> 0);
		byName.put("limit", from -> 50);
		byName.put("within", from -> 100);
		byName.put("heatmaps", from -> 4);
		byName.put("credits", from -> 10L);
		byName.put("monthlyCredits", from -> 100_000L);
		byName.put("from", from -> LocalDate.now(ZoneOffset.UTC).minusDays(60));
		byName.put("start", from -> LocalDate.now(ZoneOffset.UTC).minusDays(60));
		byName.put("to", from -> LocalDate.now(ZoneOffset.UTC).plusDays(60));
		byName.put("end", from -> LocalDate.now(ZoneOffset.UTC).minusDays(1));
		byName.put("metrics", from -> List.of("BUSINESS_DIRECTION_REQUESTS"));
		byName.put("query", from -> "SoLV");
		byName.put("token", from -> "unknown-invitation-token");
		byName.put("password", from -> TestTenants.PASSWORD);
		byName.put("currentPassword", from -> TestTenants.PASSWORD);
		byName.put("confirmation", from -> TestTenants.PASSWORD);
		byType.put(URI.class, from -> URI.create("http://localhost/"));
		byName.put("articleId", from -> "what-is-solv");
		byName.put("agency", from -> from.ids().agency().value());
		byType.put(byte[].class, from -> TestImages.png());
		byType.put(Site.class, from -> new Site(disposableHost(), Optional.of(from.ids().agency()), false));
		byType.put(InvitationRequest.class, from -> new InvitationRequest(disposableEmail("invitee"),
				"Invitee " + from.workspace().marker(), Role.CLIENT_VIEWER, Set.of(from.workspace().workspace())));
		byType.put(AutoscanSearch.class,
				from -> new AutoscanSearch(null, null, from.ids().place(), null, null, null, null, Set.of(), null));
		byType.put(PendingAuthorization.class,
				from -> new PendingAuthorization(from.workspace().workspace(), from.workspace().owner().id(),
						"state-" + from.ids().marker(), "verifier-" + from.ids().marker(), OAUTH_CALLBACK,
						Instant.now().plusSeconds(600)));
		// an answer from the service that does not match the pending authorization
		byName.put("state", from -> "state-" + OpaqueId.next());
		byName.put("code", from -> "code-" + OpaqueId.next());
		byName.put("error", from -> null);
		byName.put("redirectUri", from -> OAUTH_CALLBACK);
		byName.put("providerName", from -> "Provider " + from.workspace().marker());
		// an issuer the tests serve on loopback: saving the settings fetches its
		// discovery document
		byName.put("issuerUri", from -> OutsideWorld.issuer());
		byName.put("clientId", from -> "client-" + from.workspace().marker());
		byName.put("clientSecret", from -> "secret-" + OpaqueId.next());
		byName.put("allowedDomains", from -> "example.test");
		byName.put("host", from -> {
			// a host name of its own in the ids' agency, so removing it spoils nothing
			String host = disposableHost();
			TestTenants.signIn(from.ids().owner());
			hosts.add(host);
			return host;
		});
		byName.put("invitationId", from -> {
			// an open invitation of its own in the ids' agency, so revoking it spoils
			// nothing
			String email = disposableEmail("invitee");
			TestTenants.signIn(from.ids().owner());
			invitations
				.invite(new InvitationRequest(email, "Invitee", Role.CLIENT_VIEWER, Set.of(from.ids().workspace())));
			return invitations.invitations()
				.stream()
				.filter(invitation -> invitation.email().equals(email))
				.map(InvitationSummary::id)
				.findFirst()
				.orElseThrow();
		});
	}

	private static String disposableHost() {
		return "m-" + OpaqueId.next().substring(12).toLowerCase(Locale.ROOT) + ".example.test";
	}

	private static String disposableEmail(String prefix) {
		return prefix + "-" + OpaqueId.next().substring(12).toLowerCase(Locale.ROOT) + "@example.test";
	}

	public Object[] make(Method method, Sources from) {
		Parameter[] parameters = method.getParameters();
		Object[] arguments = new Object[parameters.length];
		for (int i = 0; i < parameters.length; i++) {
			arguments[i] = make(method, parameters[i], from);
		}
		return arguments;
	}

	private Object make(Method method, Parameter parameter, Sources from) {
		Class<?> type = parameter.getType();
		boolean plain = type == String.class || type.isPrimitive() && type != boolean.class
				|| Number.class.isAssignableFrom(type) || type == LocalDate.class || type == List.class;
		Function<Sources, Object> maker = plain ? byName.get(parameter.getName()) : byType.get(type);
		if (maker == null && type.isEnum()) {
			return type.getEnumConstants()[0];
		}
		if (maker == null) {
			throw new MissingMaker(method, parameter);
		}
		return maker.apply(from);
	}

	/** The parameter names a method's id (or something holding one). */
	static boolean carriesId(Parameter parameter) {
		return parameter.getType() == String.class
				? namesId(parameter.getName()) && !FOREIGN_SYSTEM_IDS.contains(parameter.getName())
						|| TENANT_NAMES.contains(parameter.getName())
				: carriesId(parameter.getParameterizedType(), 0);
	}

	/**
	 * The parameter is an id other than the workspace's or agency's (a campaign, a
	 * report...).
	 */
	static boolean carriesInnerId(Parameter parameter) {
		return carriesId(parameter) && parameter.getType() != WorkspaceId.class && parameter.getType() != AgencyId.class
				&& parameter.getType() != UserId.class;
	}

	private static boolean namesId(String name) {
		return name.endsWith("Id") || name.endsWith("Ids") || name.endsWith("Key");
	}

	private static boolean carriesId(Type type, int depth) {
		if (type instanceof ParameterizedType generic) {
			return Collection.class.isAssignableFrom((Class<?>) generic.getRawType())
					&& carriesId(generic.getActualTypeArguments()[0], depth);
		}
		if (!(type instanceof Class<?> plain) || !plain.getName().startsWith("app.locus.") || depth > 1) {
			return false;
		}
		if (isIdType(plain)) {
			return true;
		}
		if (!plain.isRecord()) {
			return false;
		}
		for (RecordComponent component : plain.getRecordComponents()) {
			if (component.getType() == String.class ? namesId(component.getName())
					: carriesId(component.getGenericType(), depth + 1)) {
				return true;
			}
		}
		return false;
	}

	private static boolean isIdType(Class<?> type) {
		return type.isRecord() && (type.getSimpleName().endsWith("Id") || type.getSimpleName().endsWith("Key"))
				&& type.getRecordComponents().length == 1;
	}

}
