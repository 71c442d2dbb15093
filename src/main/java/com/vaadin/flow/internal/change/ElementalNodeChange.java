package com.vaadin.flow.internal.change;

import com.vaadin.flow.internal.ConstantPool;
import com.vaadin.flow.shared.JsonConstants;
import elemental.json.Json;
import elemental.json.JsonObject;

/**
 * Locus's, not Vaadin's: a node change as the elemental JSON {@link NodeChange#toJson}
 * builds before Flow 24.9 turns it into Jackson through text. What fills it is protected,
 * hence this package (DD180); the class goes with the move to Flow 25.
 */
public final class ElementalNodeChange {

	private ElementalNodeChange() {
	}

	public static JsonObject of(NodeChange change, ConstantPool constantPool) {
		JsonObject json = Json.createObject();
		json.put(JsonConstants.CHANGE_NODE, change.getNode().getId());
		change.populateJson(json, constantPool);
		return json;
	}

}
