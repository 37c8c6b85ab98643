import SwiftUI

struct CardView: View {
    let item: Item
    var body: some View { Text(LocalizedStringKey(item.title)) }
}
