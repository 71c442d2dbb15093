package app.locus.upstream.gateway;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import app.locus.upstream.Lane;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Hands the accounts' rate-limit slots to waiting calls on this node (DD031).
 *
 * <p>
 * Each account has a queue per lane. While calls wait, the account holds exactly one
 * reserved slot of its cluster-wide bucket; when the slot comes, the call at the head of
 * the interactive lane gets it, or else the head of the background lane, and the next
 * slot is reserved if anybody is still waiting. The choice is made when the slot comes,
 * not when it is reserved, so a person who clicks while a sync job waits goes first.
 * Because an account holds at most one slot on this node at a time, a workspace with a
 * thousand queued sync calls takes no more of the dispatcher than one with a single call:
 * workspaces are served in the order their slots fall due.
 *
 * <p>
 * The dispatcher threads only talk to MariaDB and hand over slots; the calls are sent by
 * the callers' own threads.
 */
public final class SlotDispatcher implements AutoCloseable {

	private static final Logger log = LoggerFactory.getLogger(SlotDispatcher.class);

	private static final Duration RETRY_RESERVE_AFTER = Duration.ofSeconds(1);

	/** Keeps the fifth send after a late one strictly more than a second away. */
	private static final Duration LATE_SEND_SLACK = Duration.ofMillis(1);

	/**
	 * How many spacings after its slot an answer may come and still count as a sign of a
	 * late arrival: with up to three nodes each holding one reserved slot, the fifth slot
	 * after a send is reserved at the earliest two spacings after it.
	 */
	private static final long ANSWER_HORIZON_SPACINGS = 2;

	/**
	 * The widest margin a node keeps for an account however late its requests were: at
	 * most 3.3 requests per second (DD167).
	 */
	private static final Duration MARGIN_CEILING = Duration.ofMillis(500);

	/**
	 * A node's first answers of an account come over new connections and before it knows
	 * how fast an answer can be: until it has seen this many, an answer's whole delay
	 * after the slot counts as lateness (DD167).
	 */
	private static final int FIRST_ANSWERS_COUNTED_WHOLE = 5;

	private final ClusterRateLimiter limiter;

	private final GatewayMetrics metrics;

	private final ScheduledExecutorService executor;

	private final Map<UpstreamAccount, AccountQueue> queues = new ConcurrentHashMap<>();

	public SlotDispatcher(ClusterRateLimiter limiter, GatewayMetrics metrics, int threads) {
		this.limiter = limiter;
		this.metrics = metrics;
		AtomicInteger counter = new AtomicInteger();
		ScheduledThreadPoolExecutor pool = new ScheduledThreadPoolExecutor(threads, runnable -> {
			Thread thread = new Thread(runnable, "upstream-slots-" + counter.incrementAndGet());
			thread.setDaemon(true);
			return thread;
		});
		pool.setRemoveOnCancelPolicy(true);
		this.executor = pool;
	}

	/**
	 * Puts a call in the account's lane; its {@link Turn} completes when its slot comes.
	 */
	Turn enqueue(UpstreamAccount account, Lane lane) {
		return enqueue(account, lane, false);
	}

	/**
	 * Puts a call whose turn came too late back in its lane, ahead of the calls that
	 * queued after it.
	 */
	Turn requeue(UpstreamAccount account, Lane lane) {
		return enqueue(account, lane, true);
	}

	private Turn enqueue(UpstreamAccount account, Lane lane, boolean first) {
		AccountQueue queue = queues.computeIfAbsent(account, AccountQueue::new);
		Turn turn = new Turn(queue);
		metrics.queued(lane);
		turn.whenComplete((ignored, failure) -> metrics.leftQueue(lane));
		boolean reserve;
		synchronized (queue) {
			if (first) {
				queue.lane(lane).addFirst(turn);
			}
			else {
				queue.lane(lane).addLast(turn);
			}
			reserve = !queue.slotReserved;
			queue.slotReserved = true;
		}
		if (reserve) {
			executor.execute(() -> reserve(queue));
		}
		return turn;
	}

	private void reserve(AccountQueue queue) {
		long asked = System.nanoTime();
		Duration wait;
		try {
			wait = limiter.reserveSlot(queue.account, widening(queue));
		}
		catch (RuntimeException | Error ex) {
			log.error("Could not take a rate-limit slot for {} from the database; trying again in {}",
					queue.account.key(), RETRY_RESERVE_AFTER, ex);
			executor.schedule(() -> reserve(queue), RETRY_RESERVE_AFTER.toMillis(), TimeUnit.MILLISECONDS);
			return;
		}
		// The slot is due no earlier than "asked + wait" (lateness is measured from
		// there) and
		// no later than "now + wait" (the hand-over must not come before the slot).
		long due = asked + wait.toNanos();
		executor.schedule(() -> handOver(queue, due), wait.toNanos(), TimeUnit.NANOSECONDS);
	}

	/**
	 * How much more than one spacing this node leaves before the account's next slot:
	 * with it, the slots' margin is the largest lateness seen lately, when that is more
	 * than the configured margin (DD167). Five spacings make the window that margin must
	 * cover.
	 */
	private Duration widening(AccountQueue queue) {
		long margin = Math.min(queue.lateness.largest(System.nanoTime()), MARGIN_CEILING.toNanos());
		long beyond = margin - limiter.margin().toNanos();
		return beyond <= 0 ? Duration.ZERO : Duration.ofNanos(beyond / ClusterRateLimiter.REQUESTS_PER_SECOND + 1);
	}

	private void handOver(AccountQueue queue, long dueAtNanos) {
		boolean reserveNext;
		synchronized (queue) {
			Turn turn;
			do {
				turn = queue.interactive.isEmpty() ? queue.background.poll() : queue.interactive.poll();
			}
			while (turn != null && !turn.grant(dueAtNanos));
			reserveNext = !queue.interactive.isEmpty() || !queue.background.isEmpty();
			queue.slotReserved = reserveNext;
		}
		if (reserveNext) {
			reserve(queue);
		}
	}

	/**
	 * Called by the caller the moment it is about to send in its turn; says whether it
	 * still may (DD030). Sends are as late as the threads on this node are slow to run.
	 * The margin absorbs that; a send later than its slot by more than the margin pushes
	 * the account's later slots back by the excess, so the fifth send after it still
	 * leaves more than a second later. A turn later than half a spacing may no longer be
	 * used, because the slots it would have to push back may already be taken: the caller
	 * queues again.
	 */
	boolean sending(Turn turn) {
		long late = System.nanoTime() - turn.dueAtNanos;
		if (late > limiter.spacing().toNanos() / 2) {
			metrics.lateSend();
			return false;
		}
		pushBack(turn, late);
		return true;
	}

	/**
	 * Called when the HTTP client starts writing the request of the turn: the hand-over
	 * to the client and its connection handling take time too, and what counts at the
	 * service is when the request gets there (DD030).
	 */
	void written(Turn turn, long atNanos) {
		pushBack(turn, atNanos - turn.dueAtNanos);
	}

	/**
	 * Called when the answer to the turn's request came. The request reached the service
	 * no later than that; an answer slower than the fastest this node has seen for the
	 * account may have been a late arrival, so its delay beyond that counts as lateness
	 * (the whole delay, for the {@link #FIRST_ANSWERS_COUNTED_WHOLE first answers}). Only
	 * answers within {@link #ANSWER_HORIZON_SPACINGS} spacings of the slot: later pushes
	 * could no longer reach the fifth slot after it, and a slow answer that late is taken
	 * as the service's own processing time (DD030).
	 */
	void answered(Turn turn, long writtenAtNanos, long atNanos) {
		AccountQueue queue = turn.queue;
		long roundTrip = atNanos - writtenAtNanos;
		long fastest = queue.fastestRoundTrip.accumulateAndGet(roundTrip, Math::min);
		boolean early = queue.answers.incrementAndGet() <= FIRST_ANSWERS_COUNTED_WHOLE;
		long sinceSlot = atNanos - turn.dueAtNanos;
		if (sinceSlot <= ANSWER_HORIZON_SPACINGS * limiter.spacing().toNanos()) {
			pushBack(turn, early ? sinceSlot : sinceSlot - fastest);
		}
	}

	/**
	 * Pushes the account's later slots back by what the turn is later than its slot plus
	 * the margin and did not push yet, and remembers the lateness for the spacing of the
	 * next slots.
	 */
	private void pushBack(Turn turn, long lateNanos) {
		turn.queue.lateness.saw(System.nanoTime(), lateNanos);
		long excess;
		synchronized (turn) {
			excess = lateNanos - limiter.margin().toNanos() + LATE_SEND_SLACK.toNanos() - turn.pushedNanos;
			if (excess <= 0) {
				return;
			}
			turn.pushedNanos += excess;
		}
		metrics.lateSend();
		executor.execute(() -> postpone(turn.queue.account, Duration.ofNanos(excess)));
	}

	/**
	 * Charges the account's bucket, cluster-wide, with one send that was paced by another
	 * bucket: the first call of a new key goes under its workspace's bucket until its
	 * answer names the account (DD162); uncharged, the account's bucket would let a sixth
	 * request into that second. On the caller's thread, so the caller's next call is
	 * paced after it.
	 */
	void charge(UpstreamAccount account) {
		postpone(account, limiter.spacing());
	}

	private void postpone(UpstreamAccount account, Duration delay) {
		try {
			limiter.postpone(account, delay);
			log.debug("A late send pushed the later slots of {} back by {} ms", account.key(), delay.toMillis());
		}
		catch (RuntimeException | Error ex) {
			log.error("Could not push back the rate-limit slots of {} after a late send", account.key(), ex);
		}
	}

	@Override
	public void close() {
		executor.shutdownNow();
	}

	/**
	 * A call's place in a lane. Completes when its slot comes; a caller that gives up
	 * cancels it, and a slot that finds no live turn is simply not used.
	 */
	static final class Turn extends CompletableFuture<Void> {

		private final AccountQueue queue;

		private final long queuedAtNanos = System.nanoTime();

		private volatile long dueAtNanos;

		/**
		 * How far this turn pushed the account's later slots back (guarded by the turn).
		 */
		private long pushedNanos;

		Turn(AccountQueue queue) {
			this.queue = queue;
		}

		/**
		 * Hands the slot due at {@code dueAtNanos} to this turn, unless it was given up.
		 */
		boolean grant(long dueAt) {
			this.dueAtNanos = dueAt;
			return complete(null);
		}

		/** When the slot handed to this turn was due, on this node's nanosecond clock. */
		long dueAtNanos() {
			return dueAtNanos;
		}

		Duration waited() {
			return Duration.ofNanos(System.nanoTime() - queuedAtNanos);
		}

	}

	private static final class AccountQueue {

		private final UpstreamAccount account;

		private final Deque<Turn> interactive = new ArrayDeque<>();

		private final Deque<Turn> background = new ArrayDeque<>();

		/** A slot is reserved (or being reserved) for this account on this node. */
		private boolean slotReserved;

		/** The quickest answer after writing a request of the account on this node. */
		private final AtomicLong fastestRoundTrip = new AtomicLong(Long.MAX_VALUE);

		/** Answers of the account this node has seen. */
		private final AtomicInteger answers = new AtomicInteger();

		private final RecentLateness lateness = new RecentLateness();

		AccountQueue(UpstreamAccount account) {
			this.account = account;
		}

		Deque<Turn> lane(Lane lane) {
			return lane == Lane.INTERACTIVE ? interactive : background;
		}

	}

}
