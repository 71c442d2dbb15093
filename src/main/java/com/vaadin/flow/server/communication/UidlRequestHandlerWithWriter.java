package com.vaadin.flow.server.communication;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.function.SerializableSupplier;

/**
 * Locus's, not Vaadin's: Flow 24.9's UIDL handler with the writer of its answers chosen
 * by the caller. The handler's only hook for that is package-private, hence this package
 * (DD180); the class goes with the move to Flow 25, which writes its answers in Jackson.
 */
public class UidlRequestHandlerWithWriter extends UidlRequestHandler {

	private final SerializableSupplier<? extends UidlWriter> writers;

	public UidlRequestHandlerWithWriter(SerializableSupplier<? extends UidlWriter> writers) {
		this.writers = writers;
	}

	@Override
	ObjectNode createUidl(UI ui, boolean resync) {
		return writers.get().createUidl(ui, false, resync);
	}

}
