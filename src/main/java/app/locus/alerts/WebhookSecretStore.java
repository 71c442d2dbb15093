package app.locus.alerts;

import java.util.List;

import app.locus.alerts.repository.WebhookRepository;
import app.locus.alerts.repository.WebhookRepository.SealedWebhookSecret;
import app.locus.base.vault.ResealBatch;
import app.locus.base.vault.SealedColumn;
import app.locus.base.vault.SealedSecretStore;
import app.locus.base.vault.SecretCipher;

import org.springframework.stereotype.Component;

/** The signing secrets of the workspaces' alert webhooks, in the vault (DD148, DD190). */
@Component
class WebhookSecretStore implements SealedSecretStore {

	private final WebhookRepository webhooks;

	WebhookSecretStore(WebhookRepository webhooks) {
		this.webhooks = webhooks;
	}

	@Override
	public String name() {
		return "webhook-secrets";
	}

	@Override
	public List<SealedColumn> columns() {
		return SealedColumn.of("alert_webhook", "secret_nonce", "secret_ciphertext", "master_key_version");
	}

	@Override
	public ResealBatch resealBatch(String afterId, int limit, SecretCipher vault) {
		List<SealedWebhookSecret> stale = webhooks.sealedWithOtherMasterKey(vault.currentVersion(), afterId, limit);
		return ResealBatch.over(name(), stale, limit, row -> row.workspace().value(), row -> {
			String context = Webhooks.secretContext(row.workspace());
			String secret = vault.open(row.secret(), context,
					"webhook signing secret of workspace " + row.workspace().value());
			return webhooks.reseal(row, vault.seal(secret, context));
		});
	}

}
