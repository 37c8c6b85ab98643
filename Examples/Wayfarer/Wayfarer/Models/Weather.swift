import SwiftUI

/// The typical weather at a destination for the trip's dates.
struct Weather: Hashable, Codable {
    enum Condition: String, Codable, CaseIterable {
        case sunny, partlyCloudy, cloudy, rain, snow, windy

        var symbol: String {
            switch self {
            case .sunny: "sun.max.fill"
            case .partlyCloudy: "cloud.sun.fill"
            case .cloudy: "cloud.fill"
            case .rain: "cloud.rain.fill"
            case .snow: "snowflake"
            case .windy: "wind"
            }
        }

        var label: String {
            switch self {
            case .sunny: "Sunny"
            case .partlyCloudy: "Partly cloudy"
            case .cloudy: "Cloudy"
            case .rain: "Rain"
            case .snow: "Snow"
            case .windy: "Windy"
            }
        }

        var tint: Color {
            switch self {
            case .sunny: .orange
            case .partlyCloudy: .yellow
            case .cloudy: .gray
            case .rain: .blue
            case .snow: .cyan
            case .windy: .teal
            }
        }
    }

    var condition: Condition
    var highCelsius: Int
    var lowCelsius: Int

    /// "24°C / 18°C"
    func range(fahrenheit: Bool) -> String {
        "\(Formatters.temperature(celsius: highCelsius, fahrenheit: fahrenheit)) / \(Formatters.temperature(celsius: lowCelsius, fahrenheit: fahrenheit))"
    }
}
