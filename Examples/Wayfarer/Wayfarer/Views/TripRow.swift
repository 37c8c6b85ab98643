import SwiftUI

/// A trip in the journal's list: its symbol, title, place and dates, how far away it is, and
/// the weather to expect.
struct TripRow: View {
    let trip: Trip
    /// The day "in 3 days" and "day 5 of 10" count from.
    let today: Date
    var usesFahrenheit = false

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: trip.symbol)
                .font(.title3)
                .foregroundStyle(.white)
                .frame(width: 44, height: 44)
                .background(.wayfarerTile, in: RoundedRectangle(cornerRadius: 10, style: .continuous))

            VStack(alignment: .leading, spacing: 3) {
                HStack(spacing: 4) {
                    Text(trip.title)
                        .font(.headline)
                        .lineLimit(1)
                    if trip.isFavorite {
                        Image(systemName: "heart.fill")
                            .font(.caption)
                            .foregroundStyle(Color.wayfarerAccent)
                            .accessibilityLabel("Favorite")
                    }
                }
                Text(trip.location)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Text(trip.dateRange)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                if let distance = trip.distanceFromHome {
                    Text(distance)
                        .font(.caption)
                        .foregroundStyle(.tertiary)
                }
            }

            Spacer(minLength: 8)

            VStack(alignment: .trailing, spacing: 6) {
                StatusPill(status: trip.status(on: today), text: trip.countdown(from: today))
                WeatherBadge(weather: trip.weather, usesFahrenheit: usesFahrenheit, size: .compact)
            }
        }
        .padding(.vertical, 4)
        .accessibilityElement(children: .combine)
    }
}

/// "in 74 days" on the accent colour, "day 5 of 10" on green, "3 months ago" in grey.
struct StatusPill: View {
    let status: Trip.Status
    let text: String

    private var color: Color {
        switch status {
        case .upcoming: .wayfarerAccent
        case .ongoing: .green
        case .past: .gray
        }
    }

    var body: some View {
        Text(text)
            .font(.caption2.weight(.semibold))
            .foregroundStyle(color)
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            .background(color.opacity(0.15), in: Capsule())
    }
}

#Preview("Rows", traits: .sizeThatFitsLayout) {
    VStack(spacing: 0) {
        ForEach(Trip.samples + [Trip.draft]) { trip in
            TripRow(trip: trip, today: TripStore.previewToday)
                .padding(.horizontal)
                .padding(.vertical, 6)
            Divider()
        }
    }
}

#Preview("In a list, Fahrenheit") {
    List {
        TripRow(trip: .kyoto, today: TripStore.previewToday, usesFahrenheit: true)
        TripRow(trip: .iceland, today: TripStore.previewToday, usesFahrenheit: true)
    }
}
