package app.locus.simulator;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

import app.locus.simulator.account.AccountEndpoints;
import app.locus.simulator.account.GuardEndpoints;
import app.locus.simulator.account.Monitoring;
import app.locus.simulator.account.MonitoringEndpoints;
import app.locus.simulator.account.UserIds;
import app.locus.simulator.api.ApiException;
import app.locus.simulator.api.Call;
import app.locus.simulator.api.Envelope;
import app.locus.simulator.api.ParamName;
import app.locus.simulator.api.Params;
import app.locus.simulator.api.Result;
import app.locus.simulator.api.Router;
import app.locus.simulator.campaigns.AutoscanEndpoints;
import app.locus.simulator.campaigns.Autoscans;
import app.locus.simulator.campaigns.CampaignEndpoints;
import app.locus.simulator.campaigns.Campaigns;
import app.locus.simulator.faults.FaultRule;
import app.locus.simulator.faults.Faults;
import app.locus.simulator.gbp.GbpEndpoints;
import app.locus.simulator.gbp.GbpProfiles;
import app.locus.simulator.http.Delivery;
import app.locus.simulator.http.SimExchange;
import app.locus.simulator.http.SimRequest;
import app.locus.simulator.http.SimResponse;
import app.locus.simulator.journal.Journal;
import app.locus.simulator.journal.JournalEntry;
import app.locus.simulator.kb.KnowledgeBase;
import app.locus.simulator.ondemand.OnDemandEndpoints;
import app.locus.simulator.oauth.OAuthServer;
import app.locus.simulator.oauth.TokenStore;
import app.locus.simulator.places.LocationEndpoints;
import app.locus.simulator.places.PlaceDirectory;
import app.locus.simulator.places.SavedLocations;
import app.locus.simulator.scans.DashboardPages;
import app.locus.simulator.scans.GridImages;
import app.locus.simulator.scans.ReportEndpoints;
import app.locus.simulator.scans.Reports;
import app.locus.simulator.scans.ScanEndpoints;
import app.locus.simulator.scans.ScanEngine;
import app.locus.simulator.seed.DemoSeed;
import app.locus.simulator.state.AccountRegistry;
import app.locus.simulator.state.Entropy;
import app.locus.simulator.state.RateLimiter;
import app.locus.simulator.state.ReplayClock;
import app.locus.simulator.state.SimAccount;
import app.locus.simulator.state.SimConfig;
import app.locus.simulator.state.SimKeys;
import app.locus.simulator.state.Timeline;

import com.fasterxml.jackson.databind.JsonNode;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Local Visibility Scanning Service, simulated in memory. Framework-free: a transport
 * (the standalone {@link SimulatorServer}, or the servlet filter that mounts it at
 * {@code /sim} inside the app) turns each HTTP request into a {@link SimRequest} and
 * delivers the {@link SimExchange} this returns.
 *
 * <p>
 * Per request: the credential (api_key field or query parameter, or a bearer API key or
 * OAuth access token) picks the account; programmed {@link #faults()} may answer instead;
 * the rate limit (5 per second per account) may refuse; otherwise the simulated time
 * catches up (queued scans finish, schedules run) and the endpoint answers in the
 * envelope. Every request is recorded in {@link #calls()}. State changes happen under one
 * lock, so the simulator is safe to call from many threads. Given a
 * {@linkplain Builder#dataFolder(Path) data folder} it keeps the requests that may change
 * state in a journal and replays them on the next start, so it does not forget.
 */
public final class Simulator implements AutoCloseable {

	private static final Logger log = LoggerFactory.getLogger(Simulator.class);

	private final Object lock = new Object();

	private final Clock clock;

	private final ReplayClock simClock;

	private final Journal journal;

	/** What sets this simulator's user ids apart from other simulators' (DD162). */
	private final UserIds userIds;

	private final Entropy entropy = new Entropy();

	private final AccountRegistry accounts;

	private final PlaceDirectory directory = new PlaceDirectory();

	private final SavedLocations saved = new SavedLocations();

	private final Timeline timeline = new Timeline();

	private final Autoscans autoscans;

	private final TokenStore tokens = new TokenStore(entropy);

	private final Router router = new Router();

	private final Faults faults = new Faults();

	private final Monitoring monitoring = new Monitoring();

	private final SimKeys keys;

	private final CallCounters calls = new CallCounters();

	private final List<Consumer<SimRequest>> listeners = new CopyOnWriteArrayList<>();

	private final RateLimiter rateLimiter;

	private final LongSupplier nanoTime;

	private final CountDownLatch closed = new CountDownLatch(1);

	private int createdAccounts;

	private Simulator(Builder builder) {
		this.clock = builder.clock;
		this.simClock = new ReplayClock(builder.clock);
		this.journal = builder.dataFolder == null ? Journal.none(clock.instant())
				: Journal.in(builder.dataFolder, clock.instant(), builder.saveDelay);
		this.userIds = UserIds.forSimulator(builder.dataFolder != null, journal.genesis());
		SimConfig config = new SimConfig(builder.pendingDelay, builder.scanDelay, builder.requestsPerSecond);
		this.keys = new SimKeys(builder.seed);
		this.accounts = new AccountRegistry(keys);
		this.rateLimiter = new RateLimiter(config.requestsPerSecond(), builder.nanoTime);
		this.nanoTime = builder.nanoTime;
		ScanEngine engine = new ScanEngine(directory);
		Reports reports = new Reports(engine, keys, timeline);
		Campaigns campaigns = new Campaigns(reports, keys, timeline, config);
		this.autoscans = new Autoscans(reports, keys, timeline);
		GbpProfiles profiles = new GbpProfiles(journal.genesis());
		new LocationEndpoints(directory, saved).register(router);
		new ScanEndpoints(saved, reports, config).register(router);
		new ReportEndpoints(reports).register(router);
		new GridImages(reports, accounts).register(router);
		new DashboardPages(reports, accounts,
				key -> accounts.all()
					.stream()
					.map(account -> campaigns.run(account, key))
					.flatMap(Optional::stream)
					.findFirst()
					.map(run -> new DashboardPages.Page("Campaign report: " + run.campaign().name(), run.scans())))
			.register(router);
		new CampaignEndpoints(campaigns, saved).register(router);
		new AutoscanEndpoints(autoscans).register(router);
		new AccountEndpoints(userIds).register(router);
		new MonitoringEndpoints(monitoring).register(router);
		new GuardEndpoints(monitoring, saved, keys).register(router);
		new KnowledgeBase().register(router);
		new OnDemandEndpoints(directory, engine).register(router);
		new GbpEndpoints(saved, profiles, keys).register(router);
		new OAuthServer(accounts, tokens, simClock).register(router);
		if (builder.demoData) {
			DemoSeed.plant(new DemoSeed.World(accounts, directory, saved, reports, campaigns, autoscans, profiles,
					monitoring, timeline, keys), journal.genesis());
		}
		journal.entries().forEach(this::replay);
	}

	public static Builder builder() {
		return new Builder();
	}

	/** The simulator with its demo data, on the given clock and default settings. */
	public static Simulator withDemoData(Clock clock) {
		return builder().clock(clock).build();
	}

	/** Handles one request; never throws. */
	public SimExchange handle(SimRequest request) {
		// Counted when it arrived, as the service would: not after the simulator's own
		// locks.
		long receivedAt = request.arrivedAtNanos() != null ? request.arrivedAtNanos() : nanoTime.getAsLong();
		listeners.forEach(listener -> listener.accept(request));
		String path = Router.normalize(request.path());
		Instant now = simClock.instant();
		SimAccount account = resolve(request, now).orElse(null);
		String accountId = account == null ? null : account.id();
		Faults.Plan plan = faults.match(path, accountId);
		SimExchange exchange;
		boolean handled = false;
		if (plan.preempts()) {
			exchange = preempted(plan, request);
		}
		else {
			Answer answer = dispatch(request, path, account, now, receivedAt);
			handled = answer.handled;
			exchange = delivered(plan, answer);
		}
		if (plan.preempts() && plan.rule().kind() == FaultRule.Kind.LOST) {
			return exchange;
		}
		calls.record(new ReceivedCall(request.method(), path, accountId,
				exchange.response() == null || exchange.delivery().mode() == Delivery.Mode.RESET ? 0
						: exchange.response().status(),
				handled, receivedAt,
				request.query().stream().anyMatch(field -> ParamName.same(field.getKey(), "api_key"))));
		return exchange;
	}

	/** The simulator's nano clock: transports note arrival times on it. */
	public long nanoTime() {
		return nanoTime.getAsLong();
	}

	public Faults faults() {
		return faults;
	}

	/**
	 * Hands every request received from now on, whole (form fields included), to the
	 * listener until the returned handle is closed: for tests that must see exactly what
	 * was sent. Nothing is kept once it is closed.
	 */
	public Listening listen(Consumer<SimRequest> listener) {
		listeners.add(listener);
		return () -> listeners.remove(listener);
	}

	/** A listener's registration; closing it ends the listening. */
	public interface Listening extends AutoCloseable {

		@Override
		void close();

	}

	/** Every route the simulator serves (for tests that must cover each one). */
	public List<Router.Declared> routes() {
		return router.routes();
	}

	public CallCounters calls() {
		return calls;
	}

	public Clock clock() {
		return clock;
	}

	/** An account by id (the demo ids are in {@link DemoData}). */
	public AccountHandle account(String accountId) {
		synchronized (lock) {
			return handle(accounts.byId(accountId)
				.orElseThrow(() -> new IllegalArgumentException("No account " + accountId)));
		}
	}

	/** A new empty account with one API key and the given balance. */
	public AccountHandle createAccount(String name, long credits) {
		synchronized (lock) {
			SimAccount account = accounts.create("acct-" + (++createdAccounts), name, "Agency", credits, credits);
			accounts.addKey(account, null);
			return handle(account);
		}
	}

	/** Lets simulated time catch up with the clock now (queued scans, schedules). */
	public void catchUp() {
		synchronized (lock) {
			timeline.catchUp(clock.instant());
		}
	}

	/**
	 * Waits until the simulator is closed or the time is up; transports hold a hanging
	 * call here.
	 */
	public void awaitClose(Duration max) throws InterruptedException {
		closed.await(max.toMillis(), TimeUnit.MILLISECONDS);
	}

	/** Releases held calls and writes the stored state (when it has a folder). */
	@Override
	public void close() {
		closed.countDown();
		journal.close();
	}

	/** Writes the stored state now (when it has a folder). */
	public void save() throws IOException {
		journal.flush();
	}

	private AccountHandle handle(SimAccount account) {
		return new AccountHandle(account, userIds.of(account), accounts, directory, saved, autoscans, lock,
				new AccountHandle.Records(monitoring, keys));
	}

	private Optional<SimAccount> resolve(SimRequest request, Instant now) {
		String credential = credentialField(request);
		String authorization = request.header("authorization");
		if (credential == null && authorization != null
				&& authorization.toLowerCase(Locale.ROOT).startsWith("bearer ")) {
			credential = authorization.substring(7).trim();
		}
		if (credential == null) {
			return Optional.empty();
		}
		String key = credential;
		synchronized (lock) {
			return accounts.byKey(key).or(() -> tokens.account(key, now));
		}
	}

	/** The key sent as a field; none when two spellings of it disagree. */
	private static String credentialField(SimRequest request) {
		try {
			return new Params(request.fields()).text("api_key");
		}
		catch (ApiException ex) {
			return null;
		}
	}

	private record Answer(SimResponse response, Duration delay, boolean handled) {

	}

	private Answer dispatch(SimRequest request, String path, SimAccount account, Instant now, long receivedAt) {
		JsonNode echoed = Envelope.parameters(request.fields());
		Optional<Router.Match> match = router.match(request.method(), path);
		if (match.isEmpty()) {
			return error(404, "Not Found", "No endpoint " + request.method() + " " + path, echoed);
		}
		if (match.get().raw() != null) {
			synchronized (lock) {
				timeline.catchUp(now);
				entropy.startNoting();
				try {
					SimResponse response = match.get().raw().handle(request, match.get().pathVars());
					return response == null ? error(404, "Not Found", "Not found: " + path, echoed)
							: new Answer(response, Duration.ZERO, true);
				}
				finally {
					note(request, path, null, now);
				}
			}
		}
		if (account == null) {
			ApiException unauthorized = ApiException.unauthorized();
			return error(401, unauthorized.codeDesc(), unauthorized.getMessage(), echoed);
		}
		long waitNanos = rateLimiter.tryAcquire(account.id(), receivedAt);
		if (waitNanos > 0) {
			long seconds = Math.max(1, (waitNanos + 999_999_999L) / 1_000_000_000L);
			return new Answer(SimResponse.json(
					429, Envelope.error(429, "Too Many Requests",
							"Rate limit exceeded: 5 requests per second per account", echoed),
					Map.of("Retry-After", Long.toString(seconds))), Duration.ZERO, false);
		}
		synchronized (lock) {
			entropy.startNoting();
			try {
				timeline.catchUp(now);
				Result result = match.get()
					.endpoint()
					.handle(new Call(account, new Params(request.fields()), match.get().pathVars(), now,
							request.baseUrl()));
				return new Answer(
						SimResponse.json(result.status(),
								Envelope.success(result.status(), result.message(), echoed, result.data())),
						result.delay(), true);
			}
			catch (ApiException ex) {
				Answer answer = error(ex.status(), ex.codeDesc(), ex.getMessage(), echoed);
				return new Answer(answer.response, Duration.ZERO, true);
			}
			catch (RuntimeException ex) {
				log.warn("Simulator endpoint {} failed", path, ex);
				Answer answer = error(500, "Server Error", "Unexpected server error", echoed);
				return new Answer(answer.response, Duration.ZERO, true);
			}
			finally {
				note(request, path, account.id(), now);
			}
		}
	}

	/** Keeps a handled request that may have changed state; under the state lock. */
	private void note(SimRequest request, String path, String accountId, Instant now) {
		if (journal.keeps(request.method(), path)) {
			journal.add(JournalEntry.of(request, path, accountId, now, entropy.drawn()));
		}
	}

	/**
	 * Handles a journaled request again at the instant it first arrived, with the random
	 * values it drew then, so that it has the same effects; its answer is not needed.
	 */
	private void replay(JournalEntry entry) {
		simClock.pin(entry.at());
		entropy.replay(entry.drawn());
		try {
			synchronized (lock) {
				timeline.catchUp(entry.at());
				SimRequest request = entry.request();
				Router.Match match = router.match(entry.method(), entry.path()).orElse(null);
				SimAccount account = entry.account() == null ? null : accounts.byId(entry.account()).orElse(null);
				if (match != null && match.raw() != null) {
					match.raw().handle(request, match.pathVars());
				}
				else if (match != null && account != null) {
					match.endpoint()
						.handle(new Call(account, new Params(request.fields()), match.pathVars(), entry.at(),
								entry.baseUrl()));
				}
				else {
					log.warn("A stored simulator request {} {} no longer applies and was skipped", entry.method(),
							entry.path());
				}
			}
		}
		catch (ApiException ex) {
			log.debug("A stored simulator request {} was refused again, as it was the first time", entry.path(), ex);
		}
		catch (RuntimeException ex) {
			log.warn("A stored simulator request {} {} failed when replayed", entry.method(), entry.path(), ex);
		}
		finally {
			entropy.replay(List.of());
			simClock.release();
		}
	}

	private static Answer error(int status, String codeDesc, String message, JsonNode echoed) {
		return new Answer(SimResponse.json(status, Envelope.error(status, codeDesc, message, echoed)), Duration.ZERO,
				false);
	}

	private static SimExchange preempted(Faults.Plan plan, SimRequest request) {
		FaultRule rule = plan.rule();
		JsonNode echoed = Envelope.parameters(request.fields());
		return switch (rule.kind()) {
			case STATUS -> new SimExchange(
					SimResponse.json(rule.status(),
							Envelope.error(rule.status(), Envelope.describe(rule.status()),
									"Injected fault: status " + rule.status(), echoed)),
					plan.latency(), Delivery.NORMAL);
			case TOO_MANY_REQUESTS -> {
				Map<String, String> headers = new LinkedHashMap<>();
				if (rule.duration() != null) {
					headers.put("Retry-After", Long.toString(Math.max(0, rule.duration().toSeconds())));
				}
				yield new SimExchange(SimResponse.json(429,
						Envelope.error(429, "Too Many Requests", "Rate limit exceeded", echoed), headers),
						plan.latency(), Delivery.NORMAL);
			}
			case HANG, LOST -> new SimExchange(null, plan.latency(), Delivery.of(Delivery.Mode.HANG));
			default -> new SimExchange(null, plan.latency(), Delivery.of(Delivery.Mode.RESET));
		};
	}

	private static SimExchange delivered(Faults.Plan plan, Answer answer) {
		Duration delay = answer.delay.plus(plan.latency());
		FaultRule rule = plan.rule();
		if (rule == null) {
			return new SimExchange(answer.response, delay, Delivery.NORMAL);
		}
		return switch (rule.kind()) {
			case RESET_AFTER_HANDLING -> new SimExchange(answer.response, delay, Delivery.of(Delivery.Mode.RESET));
			case MALFORMED_BODY ->
				new SimExchange(answer.response.withBody(malformed(answer.response.body())), delay, Delivery.NORMAL);
			case TRUNCATED_BODY -> new SimExchange(answer.response, delay, Delivery.of(Delivery.Mode.TRUNCATE));
			case SLOW_DRIP ->
				new SimExchange(answer.response, delay, Delivery.drip(rule.chunkBytes(), rule.duration()));
			default -> new SimExchange(answer.response, delay, Delivery.NORMAL);
		};
	}

	/** The first half of the JSON followed by stray text: never parseable. */
	private static byte[] malformed(byte[] body) {
		byte[] half = Arrays.copyOf(body, body.length / 2);
		byte[] tail = "<<unexpected upstream output>>".getBytes(StandardCharsets.UTF_8);
		byte[] result = Arrays.copyOf(half, half.length + tail.length);
		System.arraycopy(tail, 0, result, half.length, tail.length);
		return result;
	}

	/** Settings of a new simulator. */
	public static final class Builder {

		private Clock clock = Clock.systemUTC();

		private Duration pendingDelay = SimConfig.DEFAULTS.pendingDelay();

		private Duration scanDelay = SimConfig.DEFAULTS.scanDelay();

		private int requestsPerSecond = SimConfig.DEFAULTS.requestsPerSecond();

		private LongSupplier nanoTime = System::nanoTime;

		private boolean demoData = true;

		private long seed = 20240611L;

		private Path dataFolder;

		private Duration saveDelay = Duration.ofSeconds(1);

		private Builder() {
		}

		/** The clock of simulated time; the demo history ends at its "now". */
		public Builder clock(Clock value) {
			this.clock = value;
			return this;
		}

		/** How long queued scans and campaign runs take (default 5 s). */
		public Builder pendingDelay(Duration value) {
			this.pendingDelay = value;
			return this;
		}

		/** How long a synchronous google scan holds its answer (default 1 s). */
		public Builder scanDelay(Duration value) {
			this.scanDelay = value;
			return this;
		}

		/** The rate limit per account (default 5, as the service). */
		public Builder requestsPerSecond(int value) {
			this.requestsPerSecond = value;
			return this;
		}

		/** The monotonic time source of the rate limiter (tests can freeze it). */
		public Builder nanoTime(LongSupplier value) {
			this.nanoTime = value;
			return this;
		}

		/** Whether to plant the demo accounts and history (default true). */
		public Builder demoData(boolean value) {
			this.demoData = value;
			return this;
		}

		/** The seed of generated keys. */
		public Builder seed(long value) {
			this.seed = value;
			return this;
		}

		/**
		 * Keeps the state in this folder across restarts (default none: in memory, afresh
		 * on every start).
		 */
		public Builder dataFolder(Path value) {
			this.dataFolder = value;
			return this;
		}

		/** How long after a change the stored state is written (default 1 s). */
		public Builder saveDelay(Duration value) {
			this.saveDelay = value;
			return this;
		}

		public Simulator build() {
			return new Simulator(this);
		}

	}

}
