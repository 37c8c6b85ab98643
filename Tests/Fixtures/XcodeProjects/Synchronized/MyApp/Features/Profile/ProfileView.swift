import SwiftUI

struct ProfileView: View {
    let name: String
    var body: some View { Text(name).foregroundStyle(Theme.accent) }
}
