package app.locus.simulator.state;

import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The accounts the simulator knows and the API keys that open them.
 */
public final class AccountRegistry {

	private final Map<String, SimAccount> byId = new LinkedHashMap<>();

	private final Map<String, SimAccount> byKey = new LinkedHashMap<>();

	private final SimKeys keys;

	public AccountRegistry(SimKeys keys) {
		this.keys = keys;
	}

	public SimAccount create(String id, String name, String plan, long monthlyCredits, long balance) {
		if (byId.containsKey(id)) {
			throw new IllegalArgumentException("Account " + id + " exists already");
		}
		SimAccount account = new SimAccount(id, name, plan, monthlyCredits, balance);
		byId.put(id, account);
		return account;
	}

	/** Adds the given key (or a new one when null) to the account and returns it. */
	public String addKey(SimAccount account, String key) {
		String value = key != null ? key : "lvs_" + keys.next() + keys.next();
		if (byKey.containsKey(value)) {
			throw new IllegalArgumentException("The key is in use already");
		}
		account.addKey(value);
		byKey.put(value, account);
		return value;
	}

	public void revokeKey(String key) {
		SimAccount account = byKey.remove(key);
		if (account != null) {
			account.removeKey(key);
		}
	}

	public Optional<SimAccount> byKey(String key) {
		return Optional.ofNullable(byKey.get(key));
	}

	public Optional<SimAccount> byId(String id) {
		return Optional.ofNullable(byId.get(id));
	}

	public Collection<SimAccount> all() {
		return Collections.unmodifiableCollection(byId.values());
	}

}
