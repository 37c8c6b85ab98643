import SwiftUI

struct Metric: Identifiable {
    let id = UUID()
    let title: String
    let value: String
    let change: String
    let samples: [Double]
    let color: Color
}

struct SparklineChart: View {
    let samples: [Double]
    let color: Color

    var body: some View {
        Canvas { context, size in
            guard samples.count > 1, let low = samples.min(), let high = samples.max() else { return }
            let span = max(high - low, 0.0001)
            let step = size.width / CGFloat(samples.count - 1)
            func point(_ index: Int) -> CGPoint {
                CGPoint(x: CGFloat(index) * step,
                        y: size.height - 4 - CGFloat((samples[index] - low) / span) * (size.height - 8))
            }

            var line = Path()
            line.move(to: point(0))
            for index in samples.indices.dropFirst() { line.addLine(to: point(index)) }

            var area = line
            area.addLine(to: CGPoint(x: size.width, y: size.height))
            area.addLine(to: CGPoint(x: 0, y: size.height))
            area.closeSubpath()

            context.fill(area, with: .linearGradient(Gradient(colors: [color.opacity(0.35), color.opacity(0)]),
                                                     startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
            context.stroke(line, with: .color(color), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))

            let last = point(samples.count - 1)
            var dot = context
            dot.addFilter(.shadow(color: color.opacity(0.6), radius: 4))
            dot.fill(Path(ellipseIn: CGRect(x: last.x - 4, y: last.y - 4, width: 8, height: 8)), with: .color(color))
        }
    }
}

struct RingGauge: View {
    let progress: Double

    var body: some View {
        Canvas { context, size in
            let rect = CGRect(origin: .zero, size: size).insetBy(dx: 6, dy: 6)
            let center = CGPoint(x: rect.midX, y: rect.midY)
            let track = Path(ellipseIn: rect)
            context.stroke(track, with: .color(.gray.opacity(0.2)), lineWidth: 10)

            var arc = Path()
            arc.addArc(center: center, radius: rect.width / 2, startAngle: .degrees(-90),
                       endAngle: .degrees(-90 + 360 * progress), clockwise: false)
            context.stroke(arc, with: .conicGradient(Gradient(colors: [.mint, .teal, .blue, .mint]), center: center),
                           style: StrokeStyle(lineWidth: 10, lineCap: .round))

            let label = context.resolve(Text("\(Int(progress * 100))%").font(.headline))
            context.draw(label, at: center)
        }
        .frame(width: 84, height: 84)
    }
}

struct MetricCard: View {
    let metric: Metric

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(metric.title)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Spacer()
                Text(metric.change)
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(metric.color)
            }
            Text(metric.value)
                .font(.title2.bold())
            SparklineChart(samples: metric.samples, color: metric.color)
                .frame(height: 56)
        }
        .padding()
        .background(Color(.secondarySystemGroupedBackground))
        .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
    }
}

struct CanvasSparklineCardScreen: View {
    let metrics = [
        Metric(title: "Revenue", value: "$12,480", change: "+8.2%",
               samples: [4, 6, 5, 8, 7, 9, 8, 11, 10, 13, 12, 15], color: .green),
        Metric(title: "Active users", value: "3,915", change: "-1.4%",
               samples: [9, 10, 9, 11, 12, 10, 9, 8, 9, 8, 7, 8], color: .orange),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 16) {
                    HStack(spacing: 16) {
                        RingGauge(progress: 0.72)
                        VStack(alignment: .leading, spacing: 4) {
                            Text("Monthly goal")
                                .font(.headline)
                            Text("$18,000 target · 9 days left")
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                        Spacer()
                    }
                    .padding()
                    .background(Color(.secondarySystemGroupedBackground))
                    .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))

                    ForEach(metrics) { metric in
                        MetricCard(metric: metric)
                    }
                }
                .padding()
            }
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Dashboard")
        }
    }
}

#Preview("Light") {
    CanvasSparklineCardScreen()
}

#Preview("Dark") {
    CanvasSparklineCardScreen()
        .preferredColorScheme(.dark)
}
