package app.locus.help.ui;

import java.util.function.Supplier;

import app.locus.base.WorkspaceId;
import app.locus.help.KnowledgeBaseService;
import app.locus.shell.NavbarItem;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.icon.Icon;
import com.vaadin.flow.component.icon.VaadinIcon;

/** The "Help" button in the top bar; it opens the knowledge-base panel. */
@org.springframework.stereotype.Component
class HelpButton implements NavbarItem {

	private final KnowledgeBaseService knowledgeBase;

	HelpButton(KnowledgeBaseService knowledgeBase) {
		this.knowledgeBase = knowledgeBase;
	}

	@Override
	public Component create(Supplier<WorkspaceId> openWorkspace) {
		Icon icon = VaadinIcon.QUESTION_CIRCLE_O.create();
		String name = icon.getTranslation("help.button");
		Button help = new Button(name, icon);
		help.setId("help-button");
		// its label gives way on a phone (styles.css); the name stays for screen readers
		help.setAriaLabel(name);
		help.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
		help.addClickListener(event -> new HelpPanel(knowledgeBase, openWorkspace.get(), PageTopics
			.of(event.getSource().getUI().map(ui -> ui.getInternals().getActiveViewLocation().getPath()).orElse(null)))
			.open());
		// a client viewer gets no control the service would refuse (DD164)
		help.setVisible(knowledgeBase.forCurrentPerson());
		return help;
	}

}
