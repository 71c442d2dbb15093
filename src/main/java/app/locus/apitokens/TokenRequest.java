package app.locus.apitokens;

import java.time.LocalDate;
import java.util.Set;

import app.locus.base.WorkspaceId;
import org.jspecify.annotations.Nullable;

/**
 * What an admin asks for when making an API token.
 *
 * @param workspaces the workspaces it is limited to; empty for the whole agency
 * @param expiresOn the last day it works, in UTC; null for a token that does not expire
 */
public record TokenRequest(@Nullable String name, boolean canWrite, @Nullable Set<WorkspaceId> workspaces,
		@Nullable LocalDate expiresOn) {

}
