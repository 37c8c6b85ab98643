// Apple's frameworks re-export Foundation; this module does the same.
@_exported import Foundation
