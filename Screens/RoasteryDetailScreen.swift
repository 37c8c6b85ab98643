import SwiftUI

/// A coffee roastery's page, drawn from its asset catalog (RoasteryAssets.xcassets) as an app
/// keeps it: a HEIC hero photo at 3x, the logo as a PDF with "Preserve Vector Data" drawn larger
/// than its 44 pt, SVG icons rendered as templates in the brand colour, a custom symbol (an SF
/// Symbols template) beside text, tags on a sliced background image, and a brand colour with
/// dark and high-contrast appearances.
struct Coffee: Identifiable {
    let id = UUID()
    let origin: String
    let process: String
    let roast: String
    let notes: [String]
}

struct CoffeeFact: View {
    let icon: ImageResource
    let title: String
    let value: String

    var body: some View {
        HStack(spacing: 12) {
            Image(icon)
                .resizable()
                .scaledToFit()
                .frame(width: 22, height: 22)
                .foregroundStyle(Color(.roastBrown))
            Text(title)
                .foregroundStyle(.secondary)
            Spacer()
            Text(value)
                .fontWeight(.semibold)
        }
    }
}

struct TastingTag: View {
    let note: String

    var body: some View {
        Text(note)
            .font(.subheadline)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(Image(.tagBackground).resizable())
    }
}

struct RoasteryDetailScreen: View {
    let coffee = Coffee(origin: "Ethiopia, Guji", process: "Washed", roast: "Light", notes: ["Jasmine", "Peach", "Black tea"])

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                Image(.roasteryHero)
                    .resizable()
                    .scaledToFill()
                    .frame(height: 220)
                    .clipped()
                    .overlay(alignment: .bottomLeading) {
                        Image(.roasteryLogo)
                            .resizable()
                            .frame(width: 72, height: 72)
                            .shadow(radius: 4)
                            .padding(16)
                    }

                VStack(alignment: .leading, spacing: 6) {
                    Text("Northside Roasters")
                        .font(.largeTitle.bold())
                    Label {
                        Text("Small-batch coffee, roasted every Tuesday")
                    } icon: {
                        Image("cup.and.steam")
                            .foregroundStyle(Color(.roastBrown))
                    }
                    .foregroundStyle(.secondary)
                }
                .padding(.horizontal)

                HStack(spacing: 8) {
                    ForEach(coffee.notes, id: \.self) { note in
                        TastingTag(note: note)
                    }
                }
                .padding(.horizontal)

                VStack(spacing: 14) {
                    CoffeeFact(icon: .bean, title: "Origin", value: coffee.origin)
                    Divider()
                    CoffeeFact(icon: .drop, title: "Process", value: coffee.process)
                    Divider()
                    CoffeeFact(icon: .flame, title: "Roast", value: coffee.roast)
                }
                .padding()
                .background(.background.secondary, in: RoundedRectangle(cornerRadius: 14))
                .padding(.horizontal)

                Button {
                } label: {
                    Text("Order beans")
                        .font(.headline)
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 14)
                }
                .foregroundStyle(.white)
                .background(Color(.roastBrown), in: RoundedRectangle(cornerRadius: 14))
                .padding(.horizontal)
            }
        }
        .ignoresSafeArea(edges: .top)
    }
}

#Preview("Roastery") {
    RoasteryDetailScreen()
}

#Preview("Roastery, increased contrast") {
    RoasteryDetailScreen()
        .environment(\.colorSchemeContrast, .increased)
}
