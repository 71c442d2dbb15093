package app.locus.reports;

import java.util.List;

/**
 * Which workspaces the scheduled sync visits. The default lists every active workspace
 * (one without a credential is skipped at its first call, before anything is sent); a
 * credential-aware implementation can take its place.
 */
public interface SyncTargets {

	List<SyncTarget> all();

}
