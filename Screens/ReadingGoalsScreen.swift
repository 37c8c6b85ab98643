import SwiftUI

/// A reading app's goal settings: a stepper that formats its value, a finish date shown by the
/// app's own date picker style, progress as a gauge with its bounds, and a custom text renderer
/// that underlines the streak in the header (iOS 17 and 18 API as apps write it).
struct ReadingGoalsScreen: View {
    @State private var pagesPerDay = 25.0
    @State private var finishBy = Date(timeIntervalSinceReferenceDate: 818_000_000)
    @State private var remindersOn = true
    private let progress = 0.62

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Text("12-day streak")
                        .font(.title2.bold())
                        .textRenderer(StreakUnderline())
                    Gauge(value: progress) {
                        Text("This book")
                    } currentValueLabel: {
                        Text(progress, format: .percent)
                    } minimumValueLabel: {
                        Text("0")
                    } maximumValueLabel: {
                        Text("312")
                    }
                    .tint(.orange)
                }
                Section("Goal") {
                    Stepper("Pages a day: \(Int(pagesPerDay))", value: $pagesPerDay, in: 5...100, step: 5,
                            format: .number.precision(.fractionLength(0)))
                    DatePicker("Finish by", selection: $finishBy, displayedComponents: .date)
                        .datePickerStyle(CapsuleDateStyle())
                    Toggle("Daily reminder", isOn: $remindersOn)
                }
            }
            .navigationTitle("Reading Goals")
        }
    }
}

/// The app's date picker style: the label, then the date in a tinted capsule.
struct CapsuleDateStyle: DatePickerStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            Text(configuration.selection, format: .dateTime.month(.abbreviated).day().year())
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(Capsule().fill(Color.accentColor.opacity(0.15)))
                .foregroundStyle(Color.accentColor)
        }
    }
}

/// Draws the text, then a rounded bar under each line's typographic bounds.
struct StreakUnderline: TextRenderer {
    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for line in layout {
            let bounds = line.typographicBounds.rect
            let bar = CGRect(x: bounds.minX, y: bounds.maxY - 3, width: bounds.width, height: 4)
            context.fill(Path(roundedRect: bar, cornerRadius: 2), with: .color(.orange.opacity(0.6)))
            context.draw(line)
        }
    }
}

#Preview {
    ReadingGoalsScreen()
}
