import Foundation

/// A progress view of a timer (https://developer.apple.com/documentation/swiftui/progressview/init(timerinterval:countsdown:)):
/// the bar shows the part of the interval left (counting down, from full to empty) or gone
/// (counting up) at the time the view is drawn, the host's virtual time during an update, and
/// its current value label is the timer's time (`DefaultDateProgressLabel`).
extension ProgressView {
    /// The fraction of `interval` left or gone now, clamped to 0…1; 1 for an empty interval.
    static func timerFraction(_ timer: (interval: ClosedRange<Date>, countsDown: Bool)) -> Double {
        let total = timer.interval.upperBound.timeIntervalSince(timer.interval.lowerBound)
        guard total > 0 else { return timer.countsDown ? 0 : 1 }
        let gone = min(max(Date().timeIntervalSince(timer.interval.lowerBound) / total, 0), 1)
        return timer.countsDown ? 1 - gone : gone
    }

    init(timerInterval: ClosedRange<Date>, countsDown: Bool, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.init(fraction: nil, label: label, currentValueLabel: currentValueLabel)
        timer = (timerInterval, countsDown)
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label(),
                  currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}

extension ProgressView {
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label(), currentValueLabel: currentValueLabel())
    }
}

/// The current value label of a timer's progress view: the timer's time, "4:59"
/// (https://developer.apple.com/documentation/swiftui/defaultdateprogresslabel).
nonisolated public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool
    public var body: some View { Text(timerInterval: interval, countsDown: countsDown).monospacedDigit() }
}
