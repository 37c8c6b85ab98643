import Foundation
@testable import _OSLog
import Testing

/// Messages are formatted as the Xcode console shows them, recorded for the log store, and
/// printed only with SNAP_LOG=1.
@Suite(.serialized)
struct OSLogTests {
    final class Lines: @unchecked Sendable {
        var lines: [String] = []
    }

    /// The lines printed while `body` runs with printing on or off.
    private func printed(_ printing: Bool, _ body: () -> Void) -> [String] {
        let lines = Lines()
        let (savedPrinting, savedWrite) = (LogOutput.isPrinting, LogOutput.write)
        LogOutput.isPrinting = printing
        LogOutput.write = { lines.lines.append($0) }
        body()
        (LogOutput.isPrinting, LogOutput.write) = (savedPrinting, savedWrite)
        return lines.lines
    }

    @Test func nothingIsPrintedByDefault() {
        let lines = printed(false) { Logger(subsystem: "com.app", category: "net").error("failed \(404)") }
        #expect(lines.isEmpty)
    }

    @Test func levelsAndOriginAsTheConsoleShowsThem() {
        let logger = Logger(subsystem: "com.app", category: "net")
        let lines = printed(true) {
            logger.trace("t"); logger.debug("d"); logger.info("i"); logger.notice("n"); logger.log("l")
            logger.warning("w"); logger.error("e"); logger.critical("c"); logger.fault("f")
            logger.log(level: .info, "li")
            Logger().info("plain")
        }
        #expect(lines == ["[com.app:net] debug: t", "[com.app:net] debug: d", "[com.app:net] info: i", "[com.app:net] default: n",
                          "[com.app:net] default: l", "[com.app:net] error: w", "[com.app:net] error: e",
                          "[com.app:net] fault: c", "[com.app:net] fault: f", "[com.app:net] info: li", "info: plain"])
    }

    @Test func interpolationsFollowTheirFormats() {
        struct Failure: Error {}
        let name = "Ann"
        let lines = printed(true) {
            let logger = Logger()
            logger.info("\(name, privacy: .public) \(name, privacy: .private(mask: .hash)) \(42) \(Int8(-3)) \(UInt8(255), format: .hex)")
            logger.info("\(255, format: .hex(includePrefix: true, uppercase: true)) \(8, format: .octal(includePrefix: true))")
            logger.info("\(7, format: .decimal(explicitPositiveSign: true, minDigits: 3)) \(3.14159) \(2.5, format: .fixed(precision: 1))")
            logger.info("\(1234.5, format: .exponential(precision: 2)) \(Float(0.5)) \(true) \(false, format: .answer)")
            logger.info("[\(name, align: .left(columns: 5))][\(name, align: .right(columns: 5))][\(7, align: .right(columns: 3))]")
            logger.info("\(String.self) \(Failure()) \(URL(string: "https://a.b")!)")
        }
        #expect(lines == ["info: Ann Ann 42 -3 ff", "info: 0XFF 010", "info: +007 3.141590 2.5", "info: 1.23e+03 0.500000 true NO",
                          "info: [Ann  ][  Ann][  7]", "info: String Failure() https://a.b"])
    }

    /// A format string with arguments is filled as `String(format:)` fills it; a literal alone is
    /// an `OSLogMessage` (the overload without defaulted arguments), whose `%` are text, as Apple's
    /// `OSLogMessage` escapes them.
    @Test func osLogFillsFormatStrings() {
        let log = OSLog(subsystem: "com.app", category: "db")
        let lines = printed(true) {
            os_log("opened %{public}@ with %d rows", log: log, type: .info, "notes.sqlite", 3)
            os_log(.error, log: log, "failed %{private}@", "x")
            os_log("100%% of %{public}d", 5)
            os_log("100%% literal")
            os_log("count \(5)")
            os_log(.fault, log: log, "interpolated \(true)")
            os_log("never", log: .disabled)
        }
        #expect(lines == ["[com.app:db] info: opened notes.sqlite with 3 rows", "[com.app:db] error: failed x", "default: 100% of 5",
                          "default: 100%% literal",
                          "default: count 5", "[com.app:db] fault: interpolated true"])
    }

    @Test func signpostsMarkIntervals() {
        let signposter = OSSignposter(subsystem: "com.app", category: .pointsOfInterest)
        let lines = printed(true) {
            let id = signposter.makeSignpostID()
            let state = signposter.beginInterval("load", id: id, "page \(2)")
            signposter.endInterval("load", state)
            #expect(signposter.withIntervalSignpost("sum") { 1 + 1 } == 2)
            signposter.emitEvent("tick", id: OSSignpostID(9))
            OSSignposter.disabled.emitEvent("hidden")
            #expect(!OSSignposter.disabled.isEnabled && signposter.isEnabled)
            #expect(state.signpostID == id && id != .exclusive && id < OSSignpostID(log: .default))
        }
        #expect(lines.count == 5)
        #expect(lines[0].hasPrefix("[com.app:PointsOfInterest] debug: signpost begin load [") && lines[0].hasSuffix("]: page 2"))
        #expect(lines[1].contains("signpost end load") && lines[4] == "[com.app:PointsOfInterest] debug: signpost event tick [9]")
    }

    @Test func storeHoldsTheProcessesMessages() throws {
        let marker = UUID().uuidString
        _ = printed(false) { Logger(subsystem: "com.store", category: "test").warning("kept \(marker)") }
        let store = try OSLogStore(scope: .currentProcessIdentifier)
        let entries = try store.getEntries(at: store.position(timeIntervalSinceEnd: -3600)).compactMap { $0 as? OSLogEntryLog }
        let entry = try #require(entries.last { $0.composedMessage == "kept \(marker)" })
        #expect(entry.level == .error && entry.subsystem == "com.store" && entry.category == "test")
        #expect(throws: (any Error).self) { try OSLogStore(scope: .system) }
    }

    @Test func unfairLockGuardsItsState() async {
        let counter = OSAllocatedUnfairLock(initialState: 0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<100 { group.addTask { counter.withLock { $0 += 1 } } }
        }
        #expect(counter.withLock { $0 } == 100)
        let plain = OSAllocatedUnfairLock()
        #expect(plain.lockIfAvailable())
        #expect(!plain.lockIfAvailable())
        plain.unlock()
        #expect(plain.withLock { 3 } == 3)
    }
}
