import SwiftUI

// A trip detail screen as many apps still write it: UIKit colours and fonts for values, a
// UIBezierPath for the card's top corners, a map wrapped from UIKit, SF Symbols with variants,
// and accessibility labels for VoiceOver.

struct MapView: UIViewRepresentable {
    var latitude: Double
    var longitude: Double

    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.backgroundColor = .systemGray5
        return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {}
}

struct TopRoundedShape: Shape {
    var radius: CGFloat = 20

    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight],
                                cornerRadii: CGSize(width: radius, height: radius))
        return Path(path.cgPath)
    }
}

struct TripStat: View {
    let icon: String
    let value: String
    let caption: String

    var body: some View {
        VStack(spacing: 4) {
            Image(systemName: icon)
                .symbolVariant(.fill)
                .font(.title3)
                .foregroundStyle(Color(uiColor: .systemTeal))
            Text(value).font(Font(UIFont.preferredFont(forTextStyle: .headline)))
            Text(caption).font(.caption).foregroundColor(Color(.secondaryLabel))
        }
        .frame(maxWidth: .infinity)
        .accessibilityElement(children: .combine)
        .accessibilityLabel("\(caption): \(value)")
    }
}

struct TripDetailScreen: View {
    private let cardHeight = UIScreen.main.bounds.height * 0.45

    var body: some View {
        ZStack(alignment: .bottom) {
            MapView(latitude: 46.55, longitude: 7.98)
                .ignoresSafeArea()

            VStack(alignment: .leading, spacing: 16) {
                Capsule()
                    .fill(Color(.tertiaryLabel))
                    .frame(width: 36, height: 5)
                    .frame(maxWidth: .infinity)
                    .accessibilityHidden(true)

                HStack {
                    VStack(alignment: .leading, spacing: 2) {
                        Text("Eiger Trail")
                            .font(.title2.bold())
                            .accessibilityAddTraits(.isHeader)
                        Label("Grindelwald, Switzerland", systemImage: "mappin.and.ellipse")
                            .font(.subheadline)
                            .foregroundColor(.secondary)
                    }
                    Spacer()
                    Button {
                    } label: {
                        Image(systemName: "heart")
                            .symbolVariant(.fill)
                            .font(.title2)
                            .foregroundColor(Color(UIColor.systemPink))
                    }
                    .accessibilityLabel("Save trip")
                }

                HStack {
                    TripStat(icon: "figure.hiking", value: "10.2 km", caption: "Distance")
                    TripStat(icon: "clock", value: "3 h 40", caption: "Duration")
                    TripStat(icon: "mountain.2", value: "790 m", caption: "Ascent")
                }
                .padding(.vertical, 12)
                .background(Color(uiColor: .secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))

                Button {
                } label: {
                    Label("Start navigation", systemImage: "location")
                        .symbolVariant(.fill)
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .accessibilityHint("Opens turn-by-turn directions")
            }
            .padding(20)
            .frame(height: cardHeight, alignment: .top)
            .background(Color(.systemBackground), in: TopRoundedShape())
        }
    }
}

struct TripDetailScreen_Previews: PreviewProvider {
    static var previews: some View {
        TripDetailScreen()
    }
}
