package app.locus.base.vault;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.List;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

class MasterKeyLoaderTest {

	@TempDir
	Path dataDir;

	@Test
	void the_embedded_default_generates_a_key_file_only_its_owner_can_read_says_so_and_reuses_it() throws Exception {
		ListAppender<ILoggingEvent> logs = new ListAppender<>();
		Logger logger = (Logger) LoggerFactory.getLogger(MasterKeyLoader.class);
		logs.start();
		logger.addAppender(logs);
		try {
			MasterKeys first = MasterKeyLoader.load("", "", true, dataDir);
			MasterKeys second = MasterKeyLoader.load(null, null, true, dataDir);

			Path file = dataDir.resolve(MasterKeyLoader.FILE_NAME);
			assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");
			assertThat(Base64.getDecoder().decode(Files.readString(file).strip())).hasSize(32);
			assertThat(second.current().version()).isEqualTo(first.current().version());
			assertThat(logs.list).hasSize(1);
			assertThat(logs.list.get(0).getFormattedMessage()).contains(file.toString())
				.doesNotContain(Files.readString(file).strip());
		}
		finally {
			logger.detachAppender(logs);
		}
	}

	@Test
	void a_key_file_and_data_folder_others_could_read_are_narrowed_to_their_owner() throws Exception {
		byte[] key = randomKey();
		Path file = dataDir.resolve(MasterKeyLoader.FILE_NAME);
		Files.writeString(file, base64(key) + "\n");
		Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
		Files.setPosixFilePermissions(dataDir, PosixFilePermissions.fromString("rwxr-xr-x"));

		MasterKeys ring = MasterKeyLoader.load("", "", true, dataDir);

		assertThat(ring.current().version()).isEqualTo(MasterKeys.of(key, List.of()).current().version());
		assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");
		assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dataDir))).isEqualTo("rwx------");
	}

	@Test
	void an_external_database_without_a_master_key_refuses_to_start_with_a_clear_message() {
		assertThatThrownBy(() -> MasterKeyLoader.load(" ", "", false, dataDir))
			.isInstanceOf(IllegalStateException.class)
			.hasMessageContaining("LOCUS_MASTER_KEY is not set")
			.hasMessageContaining("openssl rand -base64 32");
		assertThat(dataDir.resolve(MasterKeyLoader.FILE_NAME)).doesNotExist();
	}

	@Test
	void a_configured_key_is_used_instead_of_a_file_and_older_keys_stay_readable() {
		byte[] current = randomKey();
		byte[] previous = randomKey();

		MasterKeys ring = MasterKeyLoader.load(base64(current), " " + base64(previous) + " ,", false, dataDir);

		assertThat(ring.current().version()).isEqualTo(MasterKeys.of(current, List.of()).current().version());
		assertThat(ring.find(MasterKeys.of(previous, List.of()).current().version())).isPresent();
		assertThat(dataDir.resolve(MasterKeyLoader.FILE_NAME)).doesNotExist();
	}

	@Test
	void a_key_that_is_not_base64_of_32_bytes_is_refused_without_echoing_it() {
		assertThatThrownBy(() -> MasterKeyLoader.load(base64(new byte[16]), "", false, dataDir))
			.isInstanceOf(IllegalStateException.class)
			.hasMessageContaining("exactly 32 bytes");
		assertThatThrownBy(() -> MasterKeyLoader.load("not base64 at all!", "", false, dataDir))
			.isInstanceOf(IllegalStateException.class)
			.hasMessageContaining("not valid base64")
			.hasMessageNotContaining("not base64 at all!");
	}

	private static byte[] randomKey() {
		byte[] key = new byte[32];
		new SecureRandom().nextBytes(key);
		return key;
	}

	private static String base64(byte[] key) {
		return Base64.getEncoder().encodeToString(key);
	}

}
