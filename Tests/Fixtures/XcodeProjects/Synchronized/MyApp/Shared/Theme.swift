import SwiftUI

enum Theme { static let accent = Color.orange }
