package app.locus.base.ui;

import java.util.LinkedHashSet;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.internal.UIInternals;
import com.vaadin.flow.internal.StateTree;
import com.vaadin.flow.internal.change.ElementalNodeChange;
import com.vaadin.flow.internal.change.NodeAttachChange;
import com.vaadin.flow.internal.change.NodeChange;
import com.vaadin.flow.internal.nodefeature.ComponentMapping;
import com.vaadin.flow.server.VaadinSession;
import com.vaadin.flow.server.communication.UidlWriter;

/**
 * Writes an answer's node changes as Jackson nodes copied from their elemental JSON. Flow
 * 24.9 writes each change out as text and parses the text again: 35 % of all the memory
 * the round-trip benchmark's clicks allocated (DD175, DD180). This writer collects the
 * changes first, the way Flow does, and lets Flow write the rest of the answer, which
 * then finds the tree clean; whatever Flow still collects is sent after them.
 */
class JacksonChangesWriter extends UidlWriter {

	/** Flow's own bound on the rounds one answer collects. */
	private static final int COLLECTING_ROUNDS = 5;

	/** The answer's key for them, a literal in Flow's writer too. */
	private static final String CHANGES = "changes";

	@Override
	public ObjectNode createUidl(UI ui, boolean async, boolean resync) {
		VaadinSession session = ui.getSession();
		session.getService().runPendingAccessTasks(session);
		ArrayNode changes = collectChanges(ui.getInternals());
		ObjectNode answer = super.createUidl(ui, async, resync);
		JsonNode collectedByFlow = answer.remove(CHANGES);
		if (collectedByFlow != null) {
			changes.addAll((ArrayNode) collectedByFlow);
		}
		if (!changes.isEmpty()) {
			answer.set(CHANGES, changes);
		}
		return answer;
	}

	private static ArrayNode collectChanges(UIInternals internals) {
		StateTree tree = internals.getStateTree();
		tree.runExecutionsBeforeClientResponse();
		ArrayNode changes = JsonNodeFactory.instance.arrayNode();
		Set<Class<? extends Component>> attached = new LinkedHashSet<>();
		for (int round = 0; round < COLLECTING_ROUNDS && tree.hasDirtyNodes(); round++) {
			tree.collectChanges(change -> {
				addAttachedComponent(change, attached);
				changes.add(ElementalToJackson.node(ElementalNodeChange.of(change, internals.getConstantPool())));
			});
		}
		attached.forEach(internals::addComponentDependencies);
		return changes;
	}

	/**
	 * Adds the classes whose dependencies an attached component brings, as Flow finds
	 * them.
	 */
	private static void addAttachedComponent(NodeChange change, Set<Class<? extends Component>> classes) {
		if (change instanceof NodeAttachChange && change.getNode().hasFeature(ComponentMapping.class)) {
			ComponentMapping.getComponent(change.getNode()).ifPresent(component -> withContent(component, classes));
		}
	}

	private static void withContent(Component component, Set<Class<? extends Component>> classes) {
		classes.add(component.getClass());
		if (component instanceof Composite<?> composite) {
			withContent(composite.getContent(), classes);
		}
	}

}
