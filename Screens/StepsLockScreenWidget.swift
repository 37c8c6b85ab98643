import SwiftUI
import WidgetKit

/// A step counter's Lock Screen widgets, as fitness apps ship them: a circular gauge on the
/// system's backdrop (`AccessoryWidgetBackground`), a rectangular summary, and its Home Screen
/// small widget previewed the Xcode 14 way, with `previewContext(WidgetPreviewContext(family:))`.
struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let goal: Int
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: .now, steps: 6_200, goal: 10_000) }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(900))))
    }
}

struct StepsWidgetView: View {
    @Environment(\.widgetFamily) private var family
    let entry: StepsEntry

    private var progress: Double { min(Double(entry.steps) / Double(entry.goal), 1) }

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                Gauge(value: progress) {
                    Image(systemName: "figure.walk")
                } currentValueLabel: {
                    Text("\(Int(progress * 100))")
                }
                .gaugeStyle(.accessoryCircularCapacity)
            }
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 2) {
                Label("Steps", systemImage: "figure.walk")
                    .font(.headline)
                    .widgetAccentable()
                Text(entry.steps, format: .number)
                    .font(.title3.weight(.semibold))
                Text("of \(entry.goal.formatted()) goal")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        default:
            VStack(alignment: .leading) {
                Image(systemName: "figure.walk.circle.fill")
                    .font(.title)
                    .foregroundStyle(.green)
                Spacer()
                Text(entry.steps, format: .number)
                    .font(.title.weight(.bold))
                ProgressView(value: progress)
                    .tint(.green)
                Text("\(Int(progress * 100))% of goal")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
    }
}

struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Steps", provider: StepsProvider()) { entry in
            StepsWidgetView(entry: entry)
        }
        .configurationDisplayName("Steps")
        .description("Today's steps toward your goal.")
        .supportedFamilies([.systemSmall, .accessoryCircular, .accessoryRectangular])
    }
}

#Preview("Circular", as: .accessoryCircular) {
    StepsWidget()
} timeline: {
    StepsEntry(date: .now, steps: 6_200, goal: 10_000)
}

#Preview("Rectangular", as: .accessoryRectangular) {
    StepsWidget()
} timeline: {
    StepsEntry(date: .now, steps: 6_200, goal: 10_000)
}

struct StepsWidget_Previews: PreviewProvider {
    static var previews: some View {
        StepsWidgetView(entry: StepsEntry(date: .now, steps: 8_450, goal: 10_000))
            .previewContext(WidgetPreviewContext(family: .systemSmall))
            .previewDisplayName("Small")
    }
}
