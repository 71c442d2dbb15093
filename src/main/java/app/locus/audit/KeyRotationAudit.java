package app.locus.audit;

import app.locus.base.vault.KeyRotationReport;

import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * Records in the audit trail what a master-key rotation sealed again, per store (DD190);
 * the vault, in the kernel, cannot know the audit trail.
 */
@Component
class KeyRotationAudit {

	private final AuditLog audit;

	KeyRotationAudit(AuditLog audit) {
		this.audit = audit;
	}

	@EventListener
	void rotated(KeyRotationReport report) {
		audit.record(AuditEntry.system("vault.key-rotation",
				"master key " + report.masterKeyVersion() + ": " + report.summary()));
	}

}
