import SwiftUI

/// A weather screen in the style of iOS's Weather app: a sky drawn with gradients and blurred
/// shapes, frosted material cards over it, and a tab of forecast rows.
struct HourForecast: Identifiable {
    let id = UUID()
    let hour: String
    let symbol: String
    let temperature: Int
}

struct DayForecast: Identifiable {
    let id = UUID()
    let day: String
    let symbol: String
    let low: Int
    let high: Int
}

struct WeatherGlassView: View {
    let hours = [
        HourForecast(hour: "Now", symbol: "sun.max.fill", temperature: 21),
        HourForecast(hour: "14", symbol: "sun.max.fill", temperature: 22),
        HourForecast(hour: "15", symbol: "cloud.sun.fill", temperature: 22),
        HourForecast(hour: "16", symbol: "cloud.fill", temperature: 20),
        HourForecast(hour: "17", symbol: "cloud.rain.fill", temperature: 18),
        HourForecast(hour: "18", symbol: "cloud.rain.fill", temperature: 17),
    ]
    let days = [
        DayForecast(day: "Today", symbol: "sun.max.fill", low: 12, high: 22),
        DayForecast(day: "Tue", symbol: "cloud.sun.fill", low: 11, high: 19),
        DayForecast(day: "Wed", symbol: "cloud.rain.fill", low: 9, high: 15),
        DayForecast(day: "Thu", symbol: "cloud.bolt.rain.fill", low: 8, high: 14),
    ]

    var body: some View {
        ZStack {
            sky
            ScrollView {
                VStack(spacing: 12) {
                    header
                    hourlyCard
                    dailyCard
                    HStack(spacing: 12) {
                        tile(title: "UV INDEX", value: "6", detail: "High", symbol: "sun.max")
                        tile(title: "HUMIDITY", value: "48%", detail: "Dew point 9°", symbol: "humidity")
                    }
                }
                .padding(.horizontal)
            }
        }
    }

    private var sky: some View {
        ZStack {
            LinearGradient(colors: [Color(red: 0.19, green: 0.45, blue: 0.85), Color(red: 0.45, green: 0.72, blue: 0.95)],
                           startPoint: .top, endPoint: .bottom)
            Circle()
                .fill(RadialGradient(colors: [.yellow, .orange.opacity(0)], center: .center, startRadius: 10, endRadius: 110))
                .frame(width: 220, height: 220)
                .offset(x: 120, y: -300)
                .blendMode(.screen)
            Ellipse().fill(.white.opacity(0.8)).frame(width: 220, height: 70).blur(radius: 12).offset(x: -90, y: -120)
            Ellipse().fill(.white.opacity(0.7)).frame(width: 260, height: 80).blur(radius: 16).offset(x: 80, y: 160)
        }
        .ignoresSafeArea()
    }

    private var header: some View {
        VStack(spacing: 2) {
            Text("Lisbon").font(.largeTitle)
            Text("21°").font(.system(size: 96, weight: .thin))
            Text("Mostly Sunny").font(.title3.weight(.medium))
            Text("H:22°  L:12°").font(.title3.weight(.medium))
        }
        .foregroundStyle(.white)
        .shadow(color: .black.opacity(0.15), radius: 4, y: 2)
        .padding(.vertical, 24)
    }

    private var hourlyCard: some View {
        VStack(alignment: .leading, spacing: 10) {
            Label("Rain expected around 17:00.", systemImage: "umbrella.fill")
                .font(.subheadline)
            Divider()
            HStack {
                ForEach(hours) { hour in
                    VStack(spacing: 8) {
                        Text(hour.hour).font(.footnote.weight(.semibold))
                        Image(systemName: hour.symbol).symbolRenderingMode(.multicolor).font(.title3)
                        Text("\(hour.temperature)°").font(.callout.weight(.medium))
                    }
                    .frame(maxWidth: .infinity)
                }
            }
        }
        .padding()
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
    }

    private var dailyCard: some View {
        VStack(alignment: .leading, spacing: 0) {
            Label("4-DAY FORECAST", systemImage: "calendar")
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
                .padding(.bottom, 8)
            ForEach(days) { day in
                Divider()
                HStack {
                    Text(day.day).font(.body.weight(.medium)).frame(width: 60, alignment: .leading)
                    Image(systemName: day.symbol).frame(width: 30)
                    Text("\(day.low)°").foregroundStyle(.secondary)
                    temperatureBar(low: day.low, high: day.high)
                    Text("\(day.high)°")
                }
                .padding(.vertical, 8)
            }
        }
        .padding()
        .background(.thinMaterial, in: .rect(cornerRadius: 16))
    }

    private func temperatureBar(low: Int, high: Int) -> some View {
        GeometryReader { proxy in
            let width = proxy.size.width
            Capsule().fill(.quaternary)
                .overlay(alignment: .leading) {
                    Capsule()
                        .fill(LinearGradient(colors: [.teal, .yellow, .orange], startPoint: .leading, endPoint: .trailing))
                        .frame(width: width * CGFloat(high - low) / 16)
                        .offset(x: width * CGFloat(low - 6) / 20)
                }
        }
        .frame(height: 5)
    }

    private func tile(title: String, value: String, detail: String, symbol: String) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            Label(title, systemImage: symbol).font(.caption.weight(.semibold)).foregroundStyle(.secondary)
            Text(value).font(.largeTitle)
            Text(detail).font(.footnote)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(.regularMaterial, in: .rect(cornerRadius: 16))
    }
}

#Preview("Weather") {
    WeatherGlassView()
}

#Preview("Weather, dark") {
    WeatherGlassView().preferredColorScheme(.dark)
}
