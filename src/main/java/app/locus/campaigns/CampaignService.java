package app.locus.campaigns;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Pattern;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.NotFoundException;
import app.locus.base.Validation;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.calendar.CalendarService;
import app.locus.calendar.CreditForecast.Spend;
import app.locus.calendar.CreditForecast;
import app.locus.calendar.PlannedSpend;
import app.locus.calendar.RunSchedule;
import app.locus.calendar.repository.AgencyZoneRepository;
import app.locus.campaigns.repository.CampaignRepository;
import app.locus.credits.BudgetService;
import app.locus.locations.LocationService;
import app.locus.scans.CampaignRunLedger;
import app.locus.scans.CostNotConfirmedException;
import app.locus.scans.IdempotencyKey;
import app.locus.scans.KeyedRun;
import app.locus.scans.KeyedSubmission;
import app.locus.scans.ScanConfirmation;
import app.locus.scans.CampaignRunSpend;
import app.locus.scans.SubmissionId;
import app.locus.scans.SubmissionStatus;
import app.locus.security.LocusUser;
import app.locus.tenancy.CostVisibility;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.CampaignKey;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Keyword;
import app.locus.upstream.api.LocalVisibilityClient;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.Radius;
import app.locus.upstream.api.SpecDates;
import app.locus.upstream.api.WireCode;
import app.locus.upstream.api.account.Account;
import app.locus.upstream.api.campaigns.CampaignCreated;
import app.locus.upstream.api.campaigns.CampaignRequest;
import app.locus.upstream.api.campaigns.CampaignRun;
import app.locus.upstream.api.campaigns.CampaignSettings;
import app.locus.upstream.api.campaigns.CampaignStatus;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

/**
 * Campaigns of a workspace (DD050): created through the service and kept by Locus, run
 * now (priced against the balance, sent once, never retried), paused, resumed and
 * reactivated. Every change is audited, refusals and failures too.
 */
@Service
public class CampaignService {

	private static final Logger LOG = LoggerFactory.getLogger(CampaignService.class);

	/** The longest campaign name (the service's limit); longer ones are refused. */
	public static final int NAME_MAX = 100;

	private static final String NOT_A_DATE = "The start date is not a real date.";

	/** As much of a campaign's name as the ledger keeps. */
	private static final int NAME_IN_LEDGER = 200;

	private static final Pattern SPEC_DATE = Pattern.compile("\\d{1,2}/\\d{1,2}/\\d{4}");

	private final WorkspaceAccess access;

	private final CostVisibility costs;

	private final CampaignRepository campaigns;

	private final LocationService locations;

	private final LocalVisibilityClient client;

	private final BudgetService budgets;

	private final CalendarService calendar;

	private final AuditLog audit;

	private final AgencyZoneRepository zones;

	private final CampaignRunLedger ledger;

	private final Clock clock;

	public CampaignService(WorkspaceAccess access, CostVisibility costs, CampaignRepository campaigns,
			LocationService locations, LocalVisibilityClient client, BudgetService budgets, CalendarService calendar,
			AuditLog audit, AgencyZoneRepository zones, CampaignRunLedger ledger, Clock clock) {
		this.access = access;
		this.ledger = ledger;
		this.costs = costs;
		this.campaigns = campaigns;
		this.locations = locations;
		this.client = client;
		this.budgets = budgets;
		this.calendar = calendar;
		this.audit = audit;
		this.zones = zones;
		this.clock = clock;
	}

	/**
	 * The workspace's campaigns, by name; without credits for a person who may not see
	 * costs (DD159).
	 */
	public List<Campaign> list(WorkspaceId workspace) {
		access.requireRead(workspace);
		List<Campaign> found = campaigns.list(workspace);
		return costs.shown(workspace) ? found : found.stream().map(Campaign::withoutCredits).toList();
	}

	/**
	 * One campaign, without credits for a person who may not see costs; one of another
	 * workspace reads as not found.
	 */
	public Campaign get(WorkspaceId workspace, CampaignId id) {
		access.requireRead(workspace);
		Campaign found = find(workspace, id);
		return costs.shown(workspace) ? found : found.withoutCredits();
	}

	/**
	 * The cost of a campaign the form holds (per run and per month) and whether adding it
	 * makes the workspace's credits run out before the subscription renews.
	 * @throws ValidationException with one message per field the spec refuses
	 * @throws app.locus.base.ForbiddenException for a person who may not see costs
	 */
	public CampaignQuote quote(WorkspaceId workspace, CampaignInput input) {
		LocusUser user = costs.requireShown(workspace);
		CampaignRequest request = validate(user, workspace, input);
		RunSchedule schedule = schedule(request);
		long perRun = request.creditsPerRun();
		Account account = client.account().account(workspace, Lane.INTERACTIVE);
		Long balance = account.credits() == null ? null : account.credits().balance();
		LocalDate renewal = account.subscription() == null ? null : account.subscription().renewalDate();
		if (balance == null) {
			return new CampaignQuote(perRun, PlannedSpend.perMonth(schedule, perRun), null, null, false);
		}
		LocalDateTime now = LocalDateTime.ofInstant(clock.instant(), zones.of(user.agencyId()));
		LocalDate today = now.toLocalDate();
		LocalDate horizon = CreditForecast.horizon(today, renewal);
		// everything the calendar plans (campaigns, and scheduled scans once it shows
		// them)
		List<Spend> planned = new ArrayList<>(PlannedSpend.ahead(calendar.entries(workspace, today, horizon), now));
		planned.addAll(PlannedSpend.of(schedule, perRun, today, horizon));
		Optional<LocalDate> runOut = CreditForecast.runOutDate(balance, planned);
		return new CampaignQuote(perRun, PlannedSpend.perMonth(schedule, perRun), balance, runOut.orElse(null),
				CreditForecast.runsOutBeforeRenewal(runOut, renewal));
	}

	/**
	 * What the workspace's active campaigns will spend between two local dates,
	 * inclusive.
	 * @throws app.locus.base.ForbiddenException for a person who may not see costs
	 */
	public List<Spend> plannedSpend(WorkspaceId workspace, LocalDate from, LocalDate to) {
		costs.requireShown(workspace);
		return campaigns.list(workspace)
			.stream()
			.filter(Campaign::scheduled)
			.flatMap(campaign -> PlannedSpend.of(campaign.schedule(), campaign.creditsPerRun().orElseThrow(), from, to)
				.stream())
			.toList();
	}

	/**
	 * Creates the campaign at the service and keeps it.
	 * @throws ValidationException with one message per field the spec refuses
	 */
	public Campaign create(WorkspaceId workspace, CampaignInput input) {
		LocusUser user = access.requireWrite(workspace);
		CampaignRequest request = validate(user, workspace, input);
		CampaignCreated created;
		try {
			created = client.campaigns().create(workspace, Lane.INTERACTIVE, request);
		}
		catch (UpstreamException ex) {
			record(user, workspace, "campaign.create", request.name(), AuditEntry.Outcome.FAILURE, ex.getMessage());
			throw ex;
		}
		Campaign campaign = new Campaign(CampaignId.random(), CampaignKey.of(created.campaignKey()), request.name(),
				request.placeIds().stream().map(PlaceId::value).toList(),
				request.keywords().stream().map(Keyword::value).toList(), request.gridSize(), request.radius().value(),
				request.measurement(), schedule(request),
				created.status() == null ? CampaignStatus.ACTIVE : created.status(), Campaign.Origin.LOCUS);
		campaigns.insert(workspace, campaign, user.id(), clock.instant());
		record(user, workspace, "campaign.create", campaign.key().value(), AuditEntry.Outcome.SUCCESS,
				campaign.name() + ", " + campaign.creditsPerRun().orElseThrow() + " credits per run, "
						+ campaign.schedule().frequency().code());
		return campaign;
	}

	/**
	 * Runs the campaign now after the person confirmed its cost. The balance is checked
	 * first, then the workspace's monthly budget; the run is sent once and never retried.
	 * @param overBudgetConfirmed an agency admin confirmed going past the budget
	 * @throws InsufficientCampaignCreditsException when the balance is short (checked
	 * first, or the service's 402)
	 * @throws app.locus.credits.OverBudgetException when the run passes the budget and
	 * the admin has not confirmed (a non-admin gets a {@code ForbiddenException})
	 */
	public CampaignRun runNow(WorkspaceId workspace, CampaignId id, boolean overBudgetConfirmed) {
		LocusUser user = access.requireWrite(workspace);
		Campaign campaign = find(workspace, id);
		long cost = affordable(user, workspace, campaign, overBudgetConfirmed);
		SubmissionId spend = ledger.reserve(user.agencyId(), workspace, pending(campaign, cost, user));
		return send(user, workspace, campaign, cost, spend);
	}

	/**
	 * Runs the campaign now for a caller outside the portal (DD222), as
	 * {@link #runNow(WorkspaceId, CampaignId, boolean)} once the cost is stated; the same
	 * key again answers with the run it made and sends nothing.
	 * @return the run's ledger row: {@code COMPLETE} when the service queued it,
	 * {@code UNKNOWN} when its answer was lost (never sent again)
	 * @throws CostNotConfirmedException when {@code confirmation} does not state the
	 * run's cost
	 * @throws app.locus.scans.IdempotencyKeyReusedException when the key names another
	 * spend
	 */
	public KeyedSubmission runNow(WorkspaceId workspace, CampaignId id, IdempotencyKey key,
			ScanConfirmation confirmation) {
		LocusUser user = access.requireWrite(workspace);
		Campaign campaign = find(workspace, id);
		Optional<KeyedSubmission> earlier = ledger.earlier(user.agencyId(), workspace, campaign.key().value(), key);
		if (earlier.isPresent()) {
			return earlier.get();
		}
		long cost = campaign.creditsPerRun().orElseThrow();
		Integer confirmed = confirmation.cost();
		if (confirmed == null || confirmed != cost) {
			throw new CostNotConfirmedException("This campaign run", Math.toIntExact(cost), confirmed);
		}
		affordable(user, workspace, campaign, confirmation.overBudget());
		KeyedRun run = ledger.reserve(user.agencyId(), workspace, pending(campaign, cost, user), key);
		if (run.earlier() != null) {
			return run.earlier();
		}
		SubmissionId spend = Objects.requireNonNull(run.reserved(), "reserved when there is no earlier run");
		try {
			send(user, workspace, campaign, cost, spend);
		}
		catch (UpstreamException ambiguous) {
			// recorded UNKNOWN by send: the caller gets that row, as a scan's caller
			// does,
			// and asking again with the key answers the same until the sync settles it
			LOG.debug("A campaign run's outcome is unknown", ambiguous);
		}
		return new KeyedSubmission(ledger.find(user.agencyId(), workspace, spend), false);
	}

	/**
	 * The run's cost, once the balance covers it and the budget allows it.
	 * @throws InsufficientCampaignCreditsException when the balance is short
	 * @throws app.locus.credits.OverBudgetException when the run passes the budget
	 * unconfirmed
	 */
	private long affordable(LocusUser user, WorkspaceId workspace, Campaign campaign, boolean overBudgetConfirmed) {
		long cost = campaign.creditsPerRun().orElseThrow();
		Account.Credits credits = client.account().account(workspace, Lane.INTERACTIVE).credits();
		Long balance = credits == null ? null : credits.balance();
		if (balance != null && balance < cost) {
			record(user, workspace, "campaign.run", campaign.key().value(), AuditEntry.Outcome.DENIED,
					cost + " credits, balance " + balance);
			throw new InsufficientCampaignCreditsException(cost, balance);
		}
		budgets.requireConfirmation(workspace, cost, overBudgetConfirmed);
		return cost;
	}

	/** Sends the reserved run once and records its answer; never retried. */
	private CampaignRun send(LocusUser user, WorkspaceId workspace, Campaign campaign, long cost, SubmissionId spend) {
		try {
			CampaignRun run = client.campaigns().run(workspace, Lane.INTERACTIVE, campaign.key());
			ledger.record(user.agencyId(), workspace, spend, SubmissionStatus.COMPLETE, "run queued at the service");
			record(user, workspace, "campaign.run", campaign.key().value(), AuditEntry.Outcome.SUCCESS,
					cost + " credits");
			return run;
		}
		catch (UpstreamException.InsufficientCredits ex) {
			ledger.record(user.agencyId(), workspace, spend, SubmissionStatus.FAILED, ex.getMessage());
			record(user, workspace, "campaign.run", campaign.key().value(), AuditEntry.Outcome.DENIED,
					cost + " credits, refused by the service");
			throw new InsufficientCampaignCreditsException(cost, null);
		}
		catch (UpstreamException ex) {
			// an ambiguous failure may have queued the run: it is never sent again, and
			// the ledger keeps it as an unknown spend until the listing or a person
			// settles it (DD193)
			ledger.record(user.agencyId(), workspace, spend, SubmissionStatus.UNKNOWN, ex.getMessage());
			record(user, workspace, "campaign.run", campaign.key().value(), AuditEntry.Outcome.UNKNOWN,
					ex.getMessage());
			throw ex;
		}
	}

	private static CampaignRunSpend pending(Campaign campaign, long cost, LocusUser user) {
		String name = campaign.name().length() > NAME_IN_LEDGER ? campaign.name().substring(0, NAME_IN_LEDGER)
				: campaign.name();
		return new CampaignRunSpend(campaign.key().value(), name, campaign.placeIds().get(0),
				campaign.gridSize().value(), campaign.radius(), campaign.measurement(), Math.toIntExact(cost),
				user.id());
	}

	/** Stops the scheduled runs of an active campaign. */
	public Campaign pause(WorkspaceId workspace, CampaignId id) {
		return change(workspace, id, "campaign.pause", Campaign::canPause, "Only an active campaign can be paused.",
				client.campaigns()::pause, CampaignStatus.PAUSED);
	}

	/** Restarts the scheduled runs of a paused campaign. */
	public Campaign resume(WorkspaceId workspace, CampaignId id) {
		return change(workspace, id, "campaign.resume", Campaign::canResume, "Only a paused campaign can be resumed.",
				client.campaigns()::resume, CampaignStatus.ACTIVE);
	}

	/** Restarts a campaign the service deactivated because the credits ran out. */
	public Campaign reactivate(WorkspaceId workspace, CampaignId id) {
		return change(workspace, id, "campaign.reactivate", Campaign::canReactivate,
				"Only a campaign deactivated for lack of credits can be reactivated.", client.campaigns()::reactivate,
				CampaignStatus.ACTIVE);
	}

	/**
	 * Changes a campaign's name, grid, radius, unit and frequency at the service
	 * ({@code campaigns/update}, sent once) and keeps what it accepted; a refusal (e.g.
	 * while a run is underway) changes nothing.
	 * @throws ValidationException with one message per field refused, before anything is
	 * sent
	 */
	public Campaign update(WorkspaceId workspace, CampaignId id, CampaignEdit edit) {
		LocusUser user = access.requireWrite(workspace);
		Campaign campaign = find(workspace, id);
		CampaignSettings settings = settings(edit);
		String target = campaign.key().value();
		try {
			client.campaigns().update(workspace, Lane.INTERACTIVE, campaign.key(), settings);
		}
		catch (UpstreamException ex) {
			record(user, workspace, "campaign.update", target, AuditEntry.Outcome.FAILURE, ex.getMessage());
			throw ex;
		}
		campaigns.settings(workspace, id, settings, clock.instant());
		Campaign updated = find(workspace, id);
		record(user, workspace, "campaign.update", target, AuditEntry.Outcome.SUCCESS,
				updated.name() + ", grid " + campaign.gridSize().value() + " -> " + updated.gridSize().value()
						+ ", radius " + updated.radius().toPlainString() + " " + updated.measurement().code() + ", "
						+ campaign.schedule().frequency().code() + " -> " + updated.schedule().frequency().code() + ", "
						+ updated.creditsPerRun().orElseThrow() + " credits per run");
		return updated;
	}

	private static CampaignSettings settings(CampaignEdit edit) {
		Validation validation = new Validation();
		String name = validation.text(edit.name(), "name", "Campaign name", NAME_MAX);
		Integer size = edit.gridSize();
		GridSize grid = size == null ? null : validation.value(() -> GridSize.forCampaign(size));
		validation.check(size != null, "gridSize", "Grid size is required.");
		Radius radius = validation.value(() -> Radius.of(edit.radius()));
		Measurement unit = WireCode.find(Measurement.class, edit.measurement());
		validation.check(unit != null, "measurement", "Choose miles or kilometers.");
		Frequency frequency = WireCode.find(Frequency.class, edit.frequency());
		validation.check(frequency != null, "frequency",
				"Choose how often the campaign runs: one-time, daily, weekly, biweekly or monthly.");
		validation.throwIfInvalid();
		return new CampaignSettings(name, grid, radius, unit, frequency);
	}

	private Campaign change(WorkspaceId workspace, CampaignId id, String action, Predicate<Campaign> allowed,
			String refusal, StateCall call, CampaignStatus to) {
		LocusUser user = access.requireWrite(workspace);
		Campaign campaign = find(workspace, id);
		String target = campaign.key().value();
		if (!allowed.test(campaign)) {
			record(user, workspace, action, target, AuditEntry.Outcome.DENIED, campaign.status().code());
			throw ValidationException.of("status", refusal);
		}
		try {
			call.send(workspace, Lane.INTERACTIVE, campaign.key());
		}
		catch (UpstreamException ex) {
			record(user, workspace, action, target, AuditEntry.Outcome.FAILURE, ex.getMessage());
			throw ex;
		}
		campaigns.status(workspace, id, to, clock.instant());
		record(user, workspace, action, target, AuditEntry.Outcome.SUCCESS,
				campaign.status().code() + " -> " + to.code());
		return find(workspace, id);
	}

	/** One of the pause, resume and reactivate calls of the client. */
	@FunctionalInterface
	private interface StateCall {

		void send(WorkspaceId workspace, Lane lane, CampaignKey campaign);

	}

	private CampaignRequest validate(LocusUser user, WorkspaceId workspace, CampaignInput input) {
		Validation validation = new Validation();
		String name = validation.text(input.name(), "name", "Campaign name", NAME_MAX);
		List<PlaceId> places = new ArrayList<>();
		for (String placeId : new LinkedHashSet<>(input.placeIds())) {
			PlaceId place = validation.value(() -> PlaceId.of(placeId));
			if (place != null) {
				places.add(place);
			}
		}
		validation.check(!input.placeIds().isEmpty(), "placeId", "Choose at least one location.");
		List<Keyword> keywords = new ArrayList<>();
		for (String keyword : input.keywords()) {
			Keyword valid = validation.value(() -> Keyword.of(keyword));
			if (valid != null && !keywords.contains(valid)) {
				keywords.add(valid);
			}
		}
		validation.check(!input.keywords().isEmpty(), "keyword", "Enter at least one keyword.");
		GridSize grid = input.gridSize() == null ? null
				: validation.value(() -> GridSize.forCampaign(input.gridSize()));
		validation.check(input.gridSize() != null, "gridSize", "Grid size is required.");
		Radius radius = validation.value(() -> Radius.of(input.radius()));
		Measurement unit = WireCode.find(Measurement.class, input.measurement());
		validation.check(unit != null, "measurement", "Choose miles or kilometers.");
		Frequency frequency = WireCode.find(Frequency.class, input.frequency());
		validation.check(frequency != null, "frequency",
				"Choose how often the campaign runs: one-time, daily, weekly, biweekly or monthly.");
		// the spec's spelling only: the lenient ISO fallback of SpecDates is for
		// payloads, not for input
		// the form turns the date picked into this spelling, so a person reads of the
		// date, never of a format the field does not use (DD202)
		boolean dated = input.startDate() != null && !input.startDate().isBlank();
		validation.check(dated, "startDate", "Choose the start date.");
		validation.check(!dated || SPEC_DATE.matcher(input.startDate().strip()).matches(), "startDate", NOT_A_DATE);
		LocalDate date = validation.value(() -> realDate(input.startDate()));
		LocalTime time = validation.value(() -> SpecDates.parseTime(input.startTime(), "startTime"));
		if (date != null && time != null) {
			ZoneId zone = zones.of(user.agencyId());
			validation.check(!LocalDateTime.of(date, time).isBefore(LocalDateTime.ofInstant(clock.instant(), zone)),
					"startDate", "The start must not be in the past (" + zone.getId() + " time).");
		}
		validation.throwIfInvalid();
		for (PlaceId place : places) {
			validation.check(locations.savedLocation(workspace, place.value()).isPresent(), "placeId", "Location "
					+ place.value() + " is not saved to the workspace's account. Save it on the Locations page first.");
		}
		validation.throwIfInvalid();
		return new CampaignRequest(name, places, keywords, grid, radius, unit, frequency, date, time);
	}

	private static RunSchedule schedule(CampaignRequest request) {
		return new RunSchedule(request.startDate(), request.startTime(), request.frequency());
	}

	private Campaign find(WorkspaceId workspace, CampaignId id) {
		return campaigns.find(workspace, id).orElseThrow(() -> new NotFoundException("campaign"));
	}

	private void record(LocusUser user, WorkspaceId workspace, String action, String target, AuditEntry.Outcome outcome,
			String details) {
		audit.record(new AuditEntry(user.agencyId(), workspace, action, target, outcome, details));
	}

	private static LocalDate realDate(String specDate) {
		try {
			return SpecDates.parseDate(specDate, "startDate");
		}
		catch (ValidationException ex) {
			throw ValidationException.of("startDate", NOT_A_DATE);
		}
	}

}
