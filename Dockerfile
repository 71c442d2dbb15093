# Multi-stage build of the production jar; the runtime image runs as a non-root user and is configured by LOCUS_*.
FROM eclipse-temurin:17-jdk AS build
RUN apt-get update && apt-get install -y --no-install-recommends nodejs npm && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY mvnw pom.xml ./
COPY .mvn .mvn
RUN ./mvnw -B -q dependency:go-offline -Pproduction || true
COPY db db
COPY package.json package-lock.json ./
COPY frontend frontend
COPY src src
RUN ./mvnw -B -q -Pproduction -DskipTests package

FROM eclipse-temurin:17-jre
# libaio/libncurses are needed only by the embedded MariaDB fallback (no LOCUS_DB_URL); production should set LOCUS_DB_URL.
RUN apt-get update && apt-get install -y --no-install-recommends libaio1 libncurses6 curl && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --home-dir /app --create-home locus
WORKDIR /app
COPY --from=build /src/target/locus.jar /app/locus.jar
USER locus
ENV LOCUS_DATA_DIR=/app/data \
    JAVA_TOOL_OPTIONS="-XX:MaxRAMPercentage=75 -XX:MaxGCPauseMillis=50 -XX:MaxTenuringThreshold=0"
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=90s CMD curl -fs http://localhost:8080/actuator/health/readiness || exit 1
ENTRYPOINT ["java", "-jar", "/app/locus.jar"]
