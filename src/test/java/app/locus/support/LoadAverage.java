package app.locus.support;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The machine's load, printed beside each benchmark figure it may have bent. */
public final class LoadAverage {

	private LoadAverage() {
	}

	/** The 1, 5 and 15 minute load averages, or "n/a" where Linux does not tell. */
	public static String now() {
		try {
			String[] fields = Files.readString(Path.of("/proc/loadavg")).split(" ");
			return fields[0] + " " + fields[1] + " " + fields[2];
		}
		catch (IOException unreadable) {
			return "n/a";
		}
	}

}
