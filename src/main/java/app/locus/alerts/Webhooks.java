package app.locus.alerts;

import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.time.Clock;
import java.time.Instant;
import java.util.Locale;
import java.util.Optional;

import app.locus.alerts.repository.WebhookRepository;
import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.RandomToken;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.base.net.NameLookup;
import app.locus.base.net.OutboundAddressPolicy;
import app.locus.base.net.RefusedAddressException;
import app.locus.security.LocusUser;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.base.vault.SecretCipher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * A workspace's alert webhook (DD148), set by its managers: an http(s) address that does
 * not lead to a local, private or reserved address, a body format, and a signing secret
 * made here, sealed like API keys and shown once, when the webhook is saved. Saving again
 * makes a new secret.
 */
@Service
@Transactional(readOnly = true)
public class Webhooks {

	static final String URL = "url";

	static final int URL_MAX = 2000;

	private final WorkspaceAccess access;

	private final WebhookRepository webhooks;

	private final SecretCipher cipher;

	private final OutboundAddressPolicy policy;

	private final AuditLog audit;

	private final Clock clock;

	Webhooks(WorkspaceAccess access, WebhookRepository webhooks, SecretCipher cipher, OutboundAddressPolicy policy,
			AuditLog audit, Clock clock) {
		this.access = access;
		this.webhooks = webhooks;
		this.cipher = cipher;
		this.policy = policy;
		this.audit = audit;
		this.clock = clock;
	}

	/** The webhook as its managers see it (never its secret). */
	public record Webhook(String url, boolean slackFormat, Instant createdAt) {

	}

	/** A webhook just saved, with its secret, which is shown this once. */
	public record SavedWebhook(Webhook webhook, String secret) {

		@Override
		public String toString() {
			return "SavedWebhook[" + webhook + ", secret=(hidden)]";
		}

	}

	public Optional<Webhook> webhook(WorkspaceId workspace) {
		LocusUser user = access.requireWrite(workspace);
		return webhooks.find(user.agencyId(), workspace)
			.map(stored -> new Webhook(stored.url(), stored.slackFormat(), stored.createdAt()));
	}

	@Transactional
	public SavedWebhook save(WorkspaceId workspace, String url, boolean slackFormat) {
		LocusUser user = access.requireWrite(workspace);
		String address = validUrl(url);
		String secret = "whsec_" + RandomToken.generate();
		Instant now = clock.instant();
		webhooks.save(user.agencyId(), workspace, address, slackFormat, cipher.seal(secret, secretContext(workspace)),
				now);
		URI uri = URI.create(address);
		audit.record(AuditEntry.success(user.agencyId(), workspace, "alerts.webhook.save", null,
				uri.getScheme() + "://" + uri.getHost() + (slackFormat ? ", Slack format" : ", JSON")));
		return new SavedWebhook(new Webhook(address, slackFormat, now), secret);
	}

	/** Removes the webhook, if there is one; what is still queued for it is given up. */
	@Transactional
	public void remove(WorkspaceId workspace) {
		LocusUser user = access.requireWrite(workspace);
		boolean removed = webhooks.delete(user.agencyId(), workspace);
		audit.record(AuditEntry.success(user.agencyId(), workspace, "alerts.webhook.remove", null,
				removed ? null : "there was none"));
	}

	/** What a sealed secret is bound to: this feature and the workspace. */
	static String secretContext(WorkspaceId workspace) {
		return "locus/alert-webhook-secret/v1\0" + workspace.value();
	}

	private String validUrl(String url) {
		String text = url == null ? "" : url.strip();
		if (text.isEmpty() || text.length() > URL_MAX) {
			throw ValidationException.of(URL, "Enter the webhook's address (at most " + URL_MAX + " characters).");
		}
		URI uri;
		try {
			uri = new URI(text);
		}
		catch (URISyntaxException ex) {
			throw ValidationException.of(URL, "This is not a web address.");
		}
		String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
		String host = uri.getHost();
		if (!(scheme.equals("https") || scheme.equals("http")) || host == null || uri.getRawUserInfo() != null) {
			throw ValidationException.of(URL, "The address must start with https:// (or http://) and name a host, "
					+ "without a user name or password.");
		}
		try {
			policy.requireAllowed(host, NameLookup.SYSTEM.lookup(host));
		}
		catch (RefusedAddressException ex) {
			throw ValidationException.of(URL, "Alerts are not sent to " + ex.getMessage() + ".");
		}
		catch (UnknownHostException ex) {
			throw ValidationException.of(URL, "The host " + host + " cannot be found.");
		}
		return text;
	}

}
