package app.locus.aivisibility;

import java.math.BigDecimal;
import java.util.Map;

import app.locus.upstream.api.Platform;

/**
 * One keyword of the matrix: a cell per AI engine that has scans of it, and the newest
 * SoLV on each map platform that has one.
 */
public record KeywordRow(String keyword, Map<Platform, EngineCell> engines, Map<Platform, BigDecimal> maps) {

	public KeywordRow {
		engines = Map.copyOf(engines);
		maps = Map.copyOf(maps);
	}

}
