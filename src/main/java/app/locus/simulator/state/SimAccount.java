package app.locus.simulator.state;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import app.locus.simulator.api.ApiException;

/**
 * An account at the service: up to five API keys, a credit balance and the ledger of what
 * was spent. Guarded by the simulator's state lock.
 */
public final class SimAccount {

	public static final int MAX_KEYS = 5;

	/** What a charge paid for, as the account endpoint reports usage. */
	public enum Use {

		SCAN, CAMPAIGN_SCAN, AUTOSCAN_SCAN,

		/** An on-demand request, billed per request outside the credit balance. */
		ON_DEMAND

	}

	/** One debit of the ledger. */
	public record Charge(Instant at, long credits, Use use, int scans) {

	}

	private final String id;

	private final String name;

	private final String plan;

	private final long monthlyCredits;

	private final List<String> keys = new ArrayList<>();

	private final List<Charge> charges = new ArrayList<>();

	private long balance;

	private long spentSinceReset;

	private int billingDay = 1;

	SimAccount(String id, String name, String plan, long monthlyCredits, long balance) {
		this.id = id;
		this.name = name;
		this.plan = plan;
		this.monthlyCredits = monthlyCredits;
		this.balance = balance;
	}

	public String id() {
		return id;
	}

	public String name() {
		return name;
	}

	public String plan() {
		return plan;
	}

	public long monthlyCredits() {
		return monthlyCredits;
	}

	/**
	 * The day of the month its subscription renews on; 1 (calendar months) by default.
	 */
	public int billingDay() {
		return billingDay;
	}

	/**
	 * @param day 1 to 28, so that every month has it
	 */
	public void setBillingDay(int day) {
		if (day < 1 || day > 28) {
			throw new IllegalArgumentException("A billing day is 1 to 28, not " + day);
		}
		billingDay = day;
	}

	public List<String> keys() {
		return Collections.unmodifiableList(keys);
	}

	void addKey(String key) {
		if (keys.size() >= MAX_KEYS) {
			throw new IllegalStateException("An account holds at most " + MAX_KEYS + " active API keys");
		}
		keys.add(key);
	}

	void removeKey(String key) {
		keys.remove(key);
	}

	public long balance() {
		return balance;
	}

	public void setBalance(long credits) {
		this.balance = credits;
	}

	/**
	 * Credits spent since the account was created or {@link #resetSpent()} was called.
	 */
	public long spent() {
		return spentSinceReset;
	}

	public void resetSpent() {
		spentSinceReset = 0;
	}

	public boolean canAfford(long credits) {
		return balance >= credits;
	}

	/** Takes the credits or answers 402 without taking any. */
	public void charge(long credits, Use use, int scans, Instant at) {
		if (!canAfford(credits)) {
			throw ApiException.insufficientCredits(credits, balance);
		}
		balance -= credits;
		spentSinceReset += credits;
		charges.add(new Charge(at, credits, use, scans));
	}

	/**
	 * Records one on-demand request: billed per request, so it takes no credits and is
	 * never refused for a short balance.
	 */
	public void billOnDemand(Instant at) {
		charges.add(new Charge(at, 0, Use.ON_DEMAND, 1));
	}

	public List<Charge> charges() {
		return Collections.unmodifiableList(charges);
	}

}
