package app.locus.shell;

import java.util.Set;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import com.vaadin.flow.component.icon.VaadinIcon;

/**
 * One entry of the side navigation. A feature adds its pages by declaring
 * {@code NavEntry} beans; the layout shows an entry only to the roles it names (all roles
 * when none are named), so a page nobody may use never appears as a link.
 *
 * @param id unique key; the link's component id is {@code nav-<id>}
 * @param labelKey the key of the entry's words in the text bundles
 * ({@code shell.nav.<id>}, in the shell's bundle, so that the navigation reads as one)
 * @param path route path; in the workspace section it contains {@value #WORKSPACE}
 * @param order position within the section, smallest first
 */
public record NavEntry(String id, String labelKey, VaadinIcon icon, NavSection section, String path, Set<Role> roles,
		int order) {

	/** Stands for the open workspace's id in a workspace entry's path. */
	public static final String WORKSPACE = "{workspace}";

	public NavEntry {
		roles = Set.copyOf(roles);
	}

	/** A page of the open workspace, at {@code w/<id>/<page>}. */
	public static NavEntry inWorkspace(String id, String labelKey, VaadinIcon icon, String page, int order,
			Role... roles) {
		return new NavEntry(id, labelKey, icon, NavSection.WORKSPACE, "w/" + WORKSPACE + "/" + page, Set.of(roles),
				order);
	}

	/** A page about the agency, for agency admins only. */
	public static NavEntry inAgency(String id, String labelKey, VaadinIcon icon, String path, int order) {
		return new NavEntry(id, labelKey, icon, NavSection.AGENCY, path, Set.of(Role.AGENCY_ADMIN), order);
	}

	public boolean visibleTo(Role role) {
		return roles.isEmpty() || roles.contains(role);
	}

	/** The entry's path, for the given workspace when it is a workspace page. */
	public String href(WorkspaceId workspace) {
		return section == NavSection.WORKSPACE ? path.replace(WORKSPACE, workspace.value()) : path;
	}

}
