package app.locus.identity.repository;

import static app.locus.db.Tables.AGENCY_IDENTITY_PROVIDER;

import java.time.Instant;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.db.tables.records.AgencyIdentityProviderRecord;
import app.locus.identity.DiscoveredProvider;
import app.locus.identity.IdentityProviderSettings;
import app.locus.base.vault.SealedSecret;

import org.jooq.DSLContext;
import org.jooq.Field;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Repository;

/**
 * Each agency's identity provider (at most one), with its client secret sealed.
 */
@Repository
public class IdentityProviderRepository {

	private final DSLContext db;

	IdentityProviderRepository(DSLContext db) {
		this.db = db;
	}

	public Optional<StoredIdentityProvider> find(AgencyId agency) {
		return db.selectFrom(AGENCY_IDENTITY_PROVIDER)
			.where(AGENCY_IDENTITY_PROVIDER.AGENCY_ID.eq(agency.value()))
			.fetchOptional(IdentityProviderRepository::toStored);
	}

	/**
	 * Saves the settings with what discovery found; a null secret keeps the stored one
	 * (the row must exist).
	 */
	public void save(AgencyId agency, IdentityProviderSettings settings, DiscoveredProvider discovered,
			@Nullable SealedSecret secret, Instant now) {
		Map<Field<?>, Object> values = new LinkedHashMap<>(discoveredValues(discovered, now));
		values.put(AGENCY_IDENTITY_PROVIDER.PROVIDER_NAME, settings.providerName());
		values.put(AGENCY_IDENTITY_PROVIDER.ISSUER_URI, settings.issuerUri());
		values.put(AGENCY_IDENTITY_PROVIDER.CLIENT_ID, settings.clientId());
		values.put(AGENCY_IDENTITY_PROVIDER.ALLOWED_DOMAINS, String.join(",", settings.allowedDomains()));
		values.put(AGENCY_IDENTITY_PROVIDER.UPDATED_AT, DbTime.utc(now));
		if (secret == null) {
			db.update(AGENCY_IDENTITY_PROVIDER)
				.set(values)
				.where(AGENCY_IDENTITY_PROVIDER.AGENCY_ID.eq(agency.value()))
				.execute();
			return;
		}
		values.put(AGENCY_IDENTITY_PROVIDER.SECRET_NONCE, secret.nonce());
		values.put(AGENCY_IDENTITY_PROVIDER.SECRET_CIPHERTEXT, secret.ciphertext());
		values.put(AGENCY_IDENTITY_PROVIDER.MASTER_KEY_VERSION, secret.masterKeyVersion());
		db.insertInto(AGENCY_IDENTITY_PROVIDER)
			.set(AGENCY_IDENTITY_PROVIDER.AGENCY_ID, agency.value())
			.set(values)
			.onDuplicateKeyUpdate()
			.set(values)
			.execute();
	}

	/** Replaces what discovery found, unless the row changed since it was read. */
	public boolean rediscovered(AgencyId agency, DiscoveredProvider discovered, Instant readUpdatedAt, Instant now) {
		return db.update(AGENCY_IDENTITY_PROVIDER)
			.set(discoveredValues(discovered, now))
			.set(AGENCY_IDENTITY_PROVIDER.UPDATED_AT, DbTime.utc(now))
			.where(AGENCY_IDENTITY_PROVIDER.AGENCY_ID.eq(agency.value())
				.and(AGENCY_IDENTITY_PROVIDER.UPDATED_AT.eq(DbTime.utc(readUpdatedAt))))
			.execute() > 0;
	}

	private static Map<Field<?>, Object> discoveredValues(DiscoveredProvider discovered, Instant now) {
		Map<Field<?>, Object> values = new LinkedHashMap<>();
		values.put(AGENCY_IDENTITY_PROVIDER.AUTHORIZATION_URI, discovered.authorizationUri());
		values.put(AGENCY_IDENTITY_PROVIDER.TOKEN_URI, discovered.tokenUri());
		values.put(AGENCY_IDENTITY_PROVIDER.JWK_SET_URI, discovered.jwkSetUri());
		values.put(AGENCY_IDENTITY_PROVIDER.USER_INFO_URI, discovered.userInfoUri());
		values.put(AGENCY_IDENTITY_PROVIDER.TOKEN_AUTH_METHOD, discovered.tokenAuthMethod());
		values.put(AGENCY_IDENTITY_PROVIDER.DISCOVERED_AT, DbTime.utc(now));
		return values;
	}

	/** The agencies that have a provider. */
	/** A client secret as stored, with its agency and when its row last changed. */
	public record SealedClientSecret(AgencyId agency, SealedSecret secret, Instant updatedAt) {

	}

	/**
	 * The client secrets sealed under another master key than {@code currentVersion}, of
	 * agencies after {@code afterAgency}, in agency order.
	 */
	public List<SealedClientSecret> sealedWithOtherMasterKey(String currentVersion, String afterAgency, int limit) {
		return db.selectFrom(AGENCY_IDENTITY_PROVIDER)
			.where(AGENCY_IDENTITY_PROVIDER.MASTER_KEY_VERSION.ne(currentVersion))
			.and(AGENCY_IDENTITY_PROVIDER.AGENCY_ID.gt(afterAgency))
			.orderBy(AGENCY_IDENTITY_PROVIDER.AGENCY_ID)
			.limit(limit)
			.fetch(r -> new SealedClientSecret(AgencyId.parse(r.getAgencyId()),
					new SealedSecret(r.getSecretNonce(), r.getSecretCiphertext(), r.getMasterKeyVersion()),
					Objects.requireNonNull(DbTime.instant(r.getUpdatedAt()))));
	}

	/**
	 * Replaces the sealed secret (sealed again under a newer master key) unless the row
	 * changed since it was read.
	 */
	public boolean reseal(AgencyId agency, SealedSecret secret, Instant readUpdatedAt) {
		return db.update(AGENCY_IDENTITY_PROVIDER)
			.set(AGENCY_IDENTITY_PROVIDER.SECRET_NONCE, secret.nonce())
			.set(AGENCY_IDENTITY_PROVIDER.SECRET_CIPHERTEXT, secret.ciphertext())
			.set(AGENCY_IDENTITY_PROVIDER.MASTER_KEY_VERSION, secret.masterKeyVersion())
			.where(AGENCY_IDENTITY_PROVIDER.AGENCY_ID.eq(agency.value())
				.and(AGENCY_IDENTITY_PROVIDER.UPDATED_AT.eq(DbTime.utc(readUpdatedAt))))
			.execute() > 0;
	}

	public boolean delete(AgencyId agency) {
		return db.deleteFrom(AGENCY_IDENTITY_PROVIDER)
			.where(AGENCY_IDENTITY_PROVIDER.AGENCY_ID.eq(agency.value()))
			.execute() > 0;
	}

	private static StoredIdentityProvider toStored(AgencyIdentityProviderRecord r) {
		String domains = r.getAllowedDomains();
		IdentityProviderSettings settings = new IdentityProviderSettings(r.getProviderName(), r.getIssuerUri(),
				r.getClientId(), domains.isEmpty() ? List.of() : Arrays.asList(domains.split(",")));
		// rows saved before discovery was stored (V87) have none until saved again
		Optional<DiscoveredProvider> discovered = r.getDiscoveredAt() == null ? Optional.empty()
				: Optional.of(new DiscoveredProvider(r.getAuthorizationUri(), r.getTokenUri(), r.getJwkSetUri(),
						r.getUserInfoUri(), r.getTokenAuthMethod()));
		return new StoredIdentityProvider(settings,
				new SealedSecret(r.getSecretNonce(), r.getSecretCiphertext(), r.getMasterKeyVersion()),
				DbTime.instant(r.getUpdatedAt()), discovered);
	}

}
