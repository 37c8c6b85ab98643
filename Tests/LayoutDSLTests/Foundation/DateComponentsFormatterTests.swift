import LayoutDSL
import Testing

/// Foundation's `DateComponentsFormatter` as it reads in en_US on iOS, which Linux Foundation
/// declares unavailable (`_FoundationGaps`).
struct DateComponentsFormatterTests {
    private func format(_ seconds: TimeInterval, _ style: DateComponentsFormatter.UnitsStyle,
                        _ units: NSCalendar.Unit = [.hour, .minute, .second], configure: (DateComponentsFormatter) -> Void = { _ in }) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = style
        formatter.allowedUnits = units
        configure(formatter)
        return formatter.string(from: seconds)
    }

    @Test func positional() {
        #expect(format(3900, .positional) == "1:05:00")
        #expect(format(65, .positional) == "1:05")
        #expect(format(65, .positional, [.minute, .second]) == "1:05")
        #expect(format(3900, .positional, [.minute, .second]) == "65:00")
        #expect(format(65, .positional) { $0.zeroFormattingBehavior = .pad } == "00:01:05")
    }

    @Test func namedUnits() {
        #expect(format(3900, .abbreviated) == "1h 5m")
        #expect(format(3900, .short) == "1 hr, 5 min")
        #expect(format(3900, .full) == "1 hour, 5 minutes")
        #expect(format(3661, .full) == "1 hour, 1 minute, 1 second")
        #expect(format(3900, .spellOut) == "one hour, five minutes")
        #expect(format(3900, .brief) == "1hr 5min")
        #expect(format(90_061, .full, [.day, .hour, .minute]) { $0.maximumUnitCount = 2 } == "1 day, 1 hour")
        #expect(format(300, .full) { $0.includesApproximationPhrase = true; $0.includesTimeRemainingPhrase = true } == "About 5 minutes remaining")
        #expect(format(0, .abbreviated) == "0s")
    }

    /// Months and years are calendar ones, counted from Foundation's reference date in UTC, so the
    /// answer is the same on every machine.
    @Test func calendarUnits() {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = .full
        formatter.allowedUnits = [.month, .day]
        #expect(formatter.string(from: 40 * 86_400) == "1 month, 9 days")
        var components = DateComponents()
        components.hour = 2
        components.minute = 30
        #expect(DateComponentsFormatter.localizedString(from: components, unitsStyle: .abbreviated) == "2h 30m")
    }

    @Test func keysAndModes() {
        #expect(NSAttributedString.Key.link.rawValue == "NSLink")
        #expect(RunLoop.Mode.tracking.rawValue == "UITrackingRunLoopMode")
    }
}
