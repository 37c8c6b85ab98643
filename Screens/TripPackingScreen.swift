import SwiftUI

struct PackingItem: Identifiable {
    let id = UUID()
    var name: String
    var quantity: Int
    var grams: Int
    var isPacked: Bool
}

struct PackingCategory: Identifiable {
    let id = UUID()
    var title: String
    var symbol: String
    var color: Color
    var items: [PackingItem]

    var packedCount: Int { items.filter(\.isPacked).count }
}

struct GearFolder: Identifiable {
    let id = UUID()
    var name: String
    var symbol: String
    var children: [GearFolder]? = nil
}

private let categories: [PackingCategory] = [
    PackingCategory(title: "Clothes", symbol: "tshirt.fill", color: .indigo, items: [
        PackingItem(name: "Merino T-shirts", quantity: 3, grams: 420, isPacked: true),
        PackingItem(name: "Rain jacket", quantity: 1, grams: 310, isPacked: true),
        PackingItem(name: "Hiking socks", quantity: 4, grams: 240, isPacked: false),
    ]),
    PackingCategory(title: "Hydration", symbol: "waterbottle.fill", color: .cyan, items: [
        PackingItem(name: "Water bottle", quantity: 2, grams: 360, isPacked: true),
        PackingItem(name: "Filter", quantity: 1, grams: 85, isPacked: false),
    ]),
    PackingCategory(title: "First aid", symbol: "cross.case.fill", color: .red, items: [
        PackingItem(name: "Blister plasters", quantity: 1, grams: 40, isPacked: false),
        PackingItem(name: "Sunscreen", quantity: 1, grams: 120, isPacked: true),
    ]),
    PackingCategory(title: "Camp kitchen", symbol: "flame.fill", color: .orange, items: [
        PackingItem(name: "Stove", quantity: 1, grams: 210, isPacked: false),
        PackingItem(name: "Titanium pot", quantity: 1, grams: 140, isPacked: false),
    ]),
    PackingCategory(title: "Electronics", symbol: "bolt.circle.fill", color: .green, items: [
        PackingItem(name: "Power bank", quantity: 1, grams: 190, isPacked: true),
        PackingItem(name: "Headlamp", quantity: 1, grams: 75, isPacked: true),
    ]),
]

struct TripPackingScreen: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 16) {
                    TripHeader()
                        .visualEffect { content, proxy in
                            // Parallax: the header drifts at half the scroll speed.
                            content.offset(y: -min(proxy.frame(in: .scrollView).minY, 0) / 2)
                        }
                    ForEach(categories) { category in
                        CategoryCard(category: category)
                            .scrollTransition { content, phase in
                                content
                                    .opacity(phase.isIdentity ? 1 : 0.4)
                                    .scaleEffect(phase.isIdentity ? 1 : 0.92)
                            }
                    }
                }
                .padding(.horizontal)
            }
            .navigationTitle("Packing")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Image(systemName: "checkmark.seal.fill")
                        .symbolRenderingMode(.palette)
                        .foregroundStyle(.white, .green)
                        .font(.title2)
                }
            }
        }
    }
}

struct TripHeader: View {
    var body: some View {
        HStack(spacing: 14) {
            Image(systemName: "figure.hiking")
                .font(.title)
                .foregroundStyle(.white)
                .frame(width: 56, height: 56)
                .background(.tint, in: .rect(cornerRadius: 14))
            VStack(alignment: .leading, spacing: 4) {
                Text("Tour du Mont Blanc")
                    .font(.headline)
                Text("6 days · 9 of 14 packed")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                ProgressView(value: 9, total: 14)
            }
        }
        .padding()
        .background(.background.secondary, in: .rect(cornerRadius: 16))
        .tint(LinearGradient(colors: [.teal, .blue], startPoint: .leading, endPoint: .trailing))
    }
}

struct CategoryCard: View {
    let category: PackingCategory

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Image(systemName: category.symbol)
                    .symbolRenderingMode(.hierarchical)
                    .foregroundStyle(category.color)
                    .font(.title2)
                Text(category.title)
                    .font(.headline)
                Spacer()
                Text("\(category.packedCount)/\(category.items.count)")
                    .font(.subheadline.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
            ForEach(category.items) { item in
                HStack {
                    Group {
                        if item.isPacked {
                            Image(systemName: "checkmark.circle.fill")
                                .symbolRenderingMode(.palette)
                                .foregroundStyle(.white, category.color)
                        } else {
                            Image(systemName: "circle")
                                .foregroundStyle(.tertiary)
                        }
                    }
                    .font(.title3)
                    Text(item.name)
                    Spacer()
                    Text(item.quantity, format: .number)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .padding()
        .background(.background.secondary, in: .rect(cornerRadius: 16))
    }
}

/// The same gear as an inventory: a table (one column on iPhone) and a folder outline.
struct GearInventoryScreen: View {
    private let gear = categories.flatMap(\.items)
    private let folders = [
        GearFolder(name: "Trips", symbol: "folder.fill", children: [
            GearFolder(name: "Alps 2025", symbol: "mountain.2.fill"),
            GearFolder(name: "Coast walk", symbol: "beach.umbrella.fill"),
        ]),
        GearFolder(name: "Checklists", symbol: "list.bullet.clipboard.fill", children: []),
        GearFolder(name: "Receipts", symbol: "doc.text.fill"),
    ]

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                Table(gear) {
                    TableColumn("Item") { item in
                        Label(item.name, systemImage: item.isPacked ? "checkmark.circle.fill" : "circle")
                            .symbolRenderingMode(.hierarchical)
                    }
                    TableColumn("Qty") { item in Text(item.quantity, format: .number) }
                        .width(60)
                    TableColumn("Weight") { item in Text("\(item.grams) g") }
                        .alignment(.trailing)
                }
                List {
                    Section("Folders") {
                        OutlineGroup(folders, children: \.children) { folder in
                            Label(folder.name, systemImage: folder.symbol)
                        }
                    }
                }
                .frame(height: 260)
            }
            .navigationTitle("Gear")
        }
    }
}

#Preview("Packing") {
    TripPackingScreen()
}

#Preview("Gear") {
    GearInventoryScreen()
}
