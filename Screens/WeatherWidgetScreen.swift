import SwiftUI
import WidgetKit

/// A weather widget as an app's widget extension declares it: a provider with an hourly
/// timeline, a view per family, and previews of the Home Screen's small and medium widgets and
/// the Lock Screen's rectangular one, each stepping through three entries.
struct WeatherEntry: TimelineEntry {
    let date: Date
    let city: String
    let temperature: Int
    let high: Int
    let low: Int
    let condition: String
    let symbol: String
    let hourly: [(hour: String, symbol: String, temperature: Int)]
}

extension WeatherEntry {
    static let morning = WeatherEntry(
        date: .now, city: "Cupertino", temperature: 14, high: 21, low: 9, condition: "Partly Cloudy", symbol: "cloud.sun.fill",
        hourly: [("9AM", "cloud.sun.fill", 15), ("10AM", "sun.max.fill", 17), ("11AM", "sun.max.fill", 19), ("12PM", "sun.max.fill", 20)])
    static let noon = WeatherEntry(
        date: .now.addingTimeInterval(3 * 3600), city: "Cupertino", temperature: 20, high: 21, low: 9, condition: "Sunny",
        symbol: "sun.max.fill",
        hourly: [("1PM", "sun.max.fill", 21), ("2PM", "sun.max.fill", 21), ("3PM", "cloud.sun.fill", 20), ("4PM", "cloud.fill", 18)])
    static let evening = WeatherEntry(
        date: .now.addingTimeInterval(9 * 3600), city: "Cupertino", temperature: 12, high: 21, low: 9, condition: "Light Rain",
        symbol: "cloud.rain.fill",
        hourly: [("7PM", "cloud.rain.fill", 12), ("8PM", "cloud.rain.fill", 11), ("9PM", "cloud.fill", 10), ("10PM", "moon.fill", 10)])
}

struct WeatherProvider: TimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry { .morning }

    func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) {
        completion(.morning)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
        let entries: [WeatherEntry] = [.morning, .noon, .evening]
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct WeatherWidgetView: View {
    @Environment(\.widgetFamily) private var family
    let entry: WeatherEntry

    var body: some View {
        switch family {
        case .accessoryRectangular:
            HStack(spacing: 6) {
                Image(systemName: entry.symbol)
                    .font(.title2)
                VStack(alignment: .leading, spacing: 0) {
                    Text("\(entry.temperature)°")
                        .font(.headline)
                    Text(entry.condition)
                        .font(.caption)
                    Text("H:\(entry.high)° L:\(entry.low)°")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        case .systemMedium:
            VStack(alignment: .leading, spacing: 8) {
                header
                Spacer(minLength: 0)
                HStack {
                    ForEach(entry.hourly, id: \.hour) { hour in
                        VStack(spacing: 4) {
                            Text(hour.hour)
                                .font(.caption2.weight(.semibold))
                            Image(systemName: hour.symbol)
                                .symbolRenderingMode(.multicolor)
                            Text("\(hour.temperature)°")
                                .font(.subheadline.weight(.medium))
                        }
                        .frame(maxWidth: .infinity)
                    }
                }
            }
            .foregroundStyle(.white)
        default:
            VStack(alignment: .leading, spacing: 2) {
                header
                Spacer(minLength: 0)
                Image(systemName: entry.symbol)
                    .symbolRenderingMode(.multicolor)
                    .font(.title3)
                Text(entry.condition)
                    .font(.caption.weight(.semibold))
                Text("H:\(entry.high)° L:\(entry.low)°")
                    .font(.caption.weight(.semibold))
            }
            .foregroundStyle(.white)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 4) {
                Text(entry.city)
                    .font(.subheadline.weight(.semibold))
                Image(systemName: "location.fill")
                    .font(.caption2)
            }
            Text("\(entry.temperature)°")
                .font(.system(size: 42, weight: .regular))
        }
    }
}

struct WeatherWidget: Widget {
    let kind = "WeatherWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: WeatherProvider()) { entry in
            WeatherWidgetView(entry: entry)
                .containerBackground(for: .widget) {
                    LinearGradient(colors: [Color(red: 0.29, green: 0.56, blue: 0.89), Color(red: 0.16, green: 0.36, blue: 0.71)],
                                   startPoint: .top, endPoint: .bottom)
                }
        }
        .configurationDisplayName("Weather")
        .description("See the current conditions and the next hours.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
    }
}

#Preview("Small", as: .systemSmall) {
    WeatherWidget()
} timeline: {
    WeatherEntry.morning
    WeatherEntry.noon
    WeatherEntry.evening
}

#Preview("Medium", as: .systemMedium) {
    WeatherWidget()
} timelineProvider: {
    WeatherProvider()
}

#Preview("Lock Screen", as: .accessoryRectangular) {
    WeatherWidget()
} timeline: {
    WeatherEntry.morning
    WeatherEntry.noon
    WeatherEntry.evening
}
