import Picker from './picker.js'
import Database from './database.js'
export { Picker, Database }
