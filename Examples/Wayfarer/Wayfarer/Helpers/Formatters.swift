import Foundation

/// The app's formatting in one place, with fixed locales so that what a screen shows does not
/// depend on the device's region: dates in `en_US_POSIX` and UTC (see `Calendar.wayfarer`),
/// numbers and money in `en_US`.
enum Formatters {
    static let posix = Locale(identifier: "en_US_POSIX")
    static let numbers = Locale(identifier: "en_US")
    static let utc = TimeZone(secondsFromGMT: 0)!

    /// A date formatter for a fixed pattern (`"MMM d"`), in the trip calendar.
    static func dateFormatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.calendar = Calendar.wayfarer
        formatter.locale = posix
        formatter.timeZone = utc
        formatter.dateFormat = format
        return formatter
    }

    /// "2024-05-09", how trips.json writes its dates.
    static var isoDay: DateFormatter { dateFormatter("yyyy-MM-dd") }

    /// The decoder for trips.json.
    static var tripDecoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .formatted(isoDay)
        return decoder
    }

    /// "€1,240.25", "¥126,000": an amount in a trip's own currency.
    static func currency(_ amount: Double, code: String) -> String {
        amount.formatted(.tripCurrency(code))
    }

    /// "24°C", or "75°F" when the settings ask for Fahrenheit.
    static func temperature(celsius: Int, fahrenheit: Bool) -> String {
        guard fahrenheit else { return "\(celsius)°C" }
        let converted = (Double(celsius) * 9 / 5 + 32).rounded()
        return "\(Int(converted))°F"
    }

    /// "1 night", "4 nights"
    static func nights(_ count: Int) -> String {
        count == 1 ? "1 night" : "\(count) nights"
    }

    /// "2,311 km": a distance in whole kilometres, grouped as in the app's number locale.
    static func kilometers(_ meters: Double) -> String {
        "\((meters / 1000).formatted(.number.precision(.fractionLength(0)).locale(numbers))) km"
    }

    /// "3 of 5 visited"
    static func visited(_ visited: Int, of total: Int) -> String {
        "\(visited) of \(total) visited"
    }
}

extension FormatStyle where Self == FloatingPointFormatStyle<Double>.Currency {
    /// A trip's money, in its currency code and the app's number locale:
    /// `Text(trip.totalSpent, format: .tripCurrency(trip.currencyCode))`.
    static func tripCurrency(_ code: String) -> Self {
        .currency(code: code).locale(Formatters.numbers)
    }
}

extension FormatStyle where Self == FloatingPointFormatStyle<Double>.Percent {
    /// "72%"
    static var wholePercent: Self {
        .percent.precision(.fractionLength(0)).locale(Formatters.numbers)
    }
}
