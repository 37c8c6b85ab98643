/// What a tap on a compact date picker's field opens (UIKit's date picker overlay, iOS 14–18):
/// a platter anchored 6 points from the field (`PlatterPlacement`), with continuous 13-point
/// corners on the system material and a wide shadow, the rest of the screen neither dimmed nor
/// blurred. The date field opens the month calendar on a 320-point-wide platter; the time field
/// the hour and minute wheels, 218 × 172 inside 7- and 16-point margins (232 × 204).
///
/// Sources, all measurements of iOS rather than Apple's numbers: UIKit's own values as its
/// binary carries them (`_UIDatePickerStyle_iOS`: an ideal width of 320 for the calendar and
/// 218 × 172 for the time; `overlayPlatterCornerRadius` 13; `overlayPlatterDefaultSpacing` 6;
/// `createOverlayBackgroundView`: `UIBlurEffect` style `.systemMaterial`; presented over the
/// full screen with no background); the shadow's 67.5-point blur at 21 % black in light mode and
/// 60 % in dark mode from AndreasVerhoeven/PlatterOverlayPresentation (`CutoutShadowView.swift`),
/// which imitates it (UIKit draws it from an image).
nonisolated struct CompactDatePickerPlatter: View {
    let picker: DatePickerConfiguration
    /// `.date` for the calendar, `.hourAndMinute` for the wheels.
    let part: DatePickerComponents
    @Environment(\.colorScheme) private var colorScheme

    static let calendarWidth: CGFloat = 320
    static let timeSize = CGSize(width: 218, height: 172)
    static let cornerRadius: CGFloat = 13
    static let gap: CGFloat = 6
    static let margin: CGFloat = 16
    static let shadowBlur: CGFloat = 67.5

    static func width(for part: DatePickerComponents) -> CGFloat {
        part == .date ? calendarWidth : timeSize.width + 2 * 7
    }

    var body: some View {
        let shape = RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous)
        let shown = DatePickerConfiguration(label: picker.label, date: picker.date, components: part, range: picker.range,
                                            select: picker.select)
        return Group {
            if part == .date {
                MonthCalendar(picker: shown).padding(.horizontal, Self.margin).padding(.bottom, Self.margin / 2)
            } else {
                DateWheels(picker: shown).frame(width: Self.timeSize.width, height: Self.timeSize.height)
                    .padding(.vertical, Self.margin)
            }
        }
        .frame(width: Self.width(for: part))
        .background(.regularMaterial, in: shape)
        .clipShape(shape)
        // A layer of its own beneath the platter (see `MenuPlatter`), a CG shadow blur of 67.5
        // being a gaussian of half that.
        .background {
            shape.fill(Color.black.opacity(colorScheme == .dark ? 0.6 : 0.21)).blur(radius: Self.shadowBlur / 2)
        }
    }
}
