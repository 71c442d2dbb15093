package app.locus.businessprofile.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;

/**
 * One tab of the editor: it reads its area when it is shown; the writing controls are
 * left out for client viewers.
 */
abstract class AreaTab extends VerticalLayout {

	protected final transient EditorContext context;

	AreaTab(EditorContext context) {
		this.context = context;
		setPadding(false);
		addAttachListener(event -> load());
	}

	/** Reads the area again and shows it. */
	abstract void load();

	/** Adds writing controls only for people who may write. */
	protected void addWriting(Component... components) {
		if (context.canWrite()) {
			add(components);
		}
	}

	protected static Button button(String id, String text, Runnable action) {
		Button button = new Button(text, event -> action.run());
		button.setId(id);
		return button;
	}

}
