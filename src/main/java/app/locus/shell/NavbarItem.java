package app.locus.shell;

import java.util.function.Supplier;

import app.locus.base.WorkspaceId;
import com.vaadin.flow.component.Component;

/**
 * Something a feature puts in the top bar of every signed-in page (the help button), in
 * the way {@link NavEntry} beans add navigation: declare a bean, and the layout shows it
 * before the user menu.
 */
public interface NavbarItem {

	/**
	 * A new component for one layout.
	 * @param openWorkspace the workspace the layout has open now, or null
	 */
	Component create(Supplier<WorkspaceId> openWorkspace);

}
