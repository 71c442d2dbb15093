package app.locus.shell;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;

import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;

/**
 * Every {@link NavEntry} the features declared, in order.
 */
@Component
public class Navigation {

	private final List<NavEntry> entries;

	Navigation(ObjectProvider<NavEntry> declared) {
		this.entries = declared.stream()
			.sorted(Comparator.comparing(NavEntry::section).thenComparingInt(NavEntry::order))
			.toList();
	}

	/** The entries of a section that the role may use. */
	public List<NavEntry> visible(NavSection section, Role role) {
		return entries.stream().filter(entry -> entry.section() == section && entry.visibleTo(role)).toList();
	}

	/** Where opening a workspace leads: its first workspace page. */
	public String workspaceHome(WorkspaceId workspace) {
		return workspaceHome(workspace, null);
	}

	/**
	 * Where opening a workspace leads for a role: the first workspace page the role sees
	 * (a client viewer lands on the client overview).
	 */
	public String workspaceHome(WorkspaceId workspace, @Nullable Role role) {
		return entries.stream()
			.filter(entry -> entry.section() == NavSection.WORKSPACE && (role == null || entry.visibleTo(role)))
			.findFirst()
			.map(entry -> entry.href(workspace))
			.orElseThrow(() -> new IllegalStateException("No workspace page is registered"));
	}

	/**
	 * The workspace entry whose page is at {@code path} for {@code workspace}, if any.
	 */
	public Optional<NavEntry> workspaceEntryAt(String path, WorkspaceId workspace) {
		return entries.stream()
			.filter(entry -> entry.section() == NavSection.WORKSPACE && entry.href(workspace).equals(path))
			.findFirst();
	}

	/**
	 * The path of the workspace page declared by the entry {@code entryId}, when the role
	 * may use it (the agency overview links each figure to the page that deals with it).
	 */
	public Optional<String> workspacePage(String entryId, WorkspaceId workspace, Role role) {
		return entries.stream()
			.filter(entry -> entry.section() == NavSection.WORKSPACE && entry.id().equals(entryId)
					&& entry.visibleTo(role))
			.findFirst()
			.map(entry -> entry.href(workspace));
	}

}
