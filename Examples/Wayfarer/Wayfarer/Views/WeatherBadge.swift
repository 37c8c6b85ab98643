import SwiftUI

/// A trip's weather in a capsule: the condition's symbol, and its name and temperatures (full)
/// or just the high (compact, for list rows).
struct WeatherBadge: View {
    enum Size {
        case compact, full
    }

    let weather: Weather
    var usesFahrenheit = false
    var size: Size = .full

    var body: some View {
        HStack(spacing: 5) {
            Image(systemName: weather.condition.symbol)
                .foregroundStyle(weather.condition.tint)
            switch size {
            case .full:
                Text(weather.condition.label)
                    .fontWeight(.semibold)
                Text(weather.range(fahrenheit: usesFahrenheit))
                    .foregroundStyle(.secondary)
            case .compact:
                Text(Formatters.temperature(celsius: weather.highCelsius, fahrenheit: usesFahrenheit))
            }
        }
        .font(size == .full ? .subheadline : .caption)
        .monospacedDigit()
        .padding(.horizontal, size == .full ? 12 : 8)
        .padding(.vertical, size == .full ? 6 : 3)
        .background(.thinMaterial, in: Capsule())
        .accessibilityElement(children: .combine)
    }
}

#Preview("Units") {
    @Previewable @State var fahrenheit = false
    VStack(alignment: .leading, spacing: 14) {
        Toggle("Fahrenheit", isOn: $fahrenheit)
        ForEach(Trip.samples) { trip in
            HStack {
                Text(trip.destination)
                Spacer()
                WeatherBadge(weather: trip.weather, usesFahrenheit: fahrenheit)
            }
        }
    }
    .padding()
}

#Preview("Every condition", traits: .sizeThatFitsLayout) {
    VStack(spacing: 8) {
        ForEach(Weather.Condition.allCases, id: \.self) { condition in
            HStack {
                WeatherBadge(weather: Weather(condition: condition, highCelsius: 21, lowCelsius: 9))
                WeatherBadge(weather: Weather(condition: condition, highCelsius: 21, lowCelsius: 9), size: .compact)
            }
        }
    }
    .padding()
    .background(Color.wayfarerSand)
}
