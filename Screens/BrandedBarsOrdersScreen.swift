import SwiftUI

/// An app whose bars wear its brand: an indigo navigation bar with light content
/// (`toolbarBackground` + `toolbarColorScheme(.dark, for: .navigationBar)`) and a tab bar whose
/// tinted background shows at rest (`toolbarBackground(.visible, for: .tabBar)`), set from the
/// tab's own content as SwiftUI apps usually set it.
struct BrandedBarsOrdersScreen: View {
    struct Order: Identifiable {
        let id: Int
        let drink: String
        let size: String
        let price: Decimal
    }

    let orders = [
        Order(id: 1, drink: "Flat White", size: "Small", price: 3.80),
        Order(id: 2, drink: "Cortado", size: "Regular", price: 3.40),
        Order(id: 3, drink: "Oat Latte", size: "Large", price: 4.90),
        Order(id: 4, drink: "Cold Brew", size: "Regular", price: 4.20),
    ]

    var body: some View {
        TabView {
            NavigationStack {
                List(orders) { order in
                    HStack {
                        VStack(alignment: .leading, spacing: 2) {
                            Text(order.drink).font(.headline)
                            Text(order.size).font(.subheadline).foregroundStyle(.secondary)
                        }
                        Spacer()
                        Text(order.price, format: .currency(code: "EUR")).monospacedDigit()
                    }
                }
                .navigationTitle("Orders")
                .navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(Color.indigo, for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
                .toolbar { Button("New Order", systemImage: "plus") {}.tint(.white) }
            }
            .toolbarBackground(Color.indigo.opacity(0.12), for: .tabBar)
            .toolbarBackground(.visible, for: .tabBar)
            .tabItem { Label("Orders", systemImage: "cup.and.saucer") }

            Text("Rewards").tabItem { Label("Rewards", systemImage: "star") }
            Text("Account").tabItem { Label("Account", systemImage: "person.crop.circle") }
        }
        .tint(.indigo)
    }
}

#Preview {
    BrandedBarsOrdersScreen()
        .previewDevice(PreviewDevice(rawValue: "iPhone 16"))
}
