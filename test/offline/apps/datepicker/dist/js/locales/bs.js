/**
 * Bosnian translation for bootstrap-datepicker
 */
(function () {
  Datepicker.locales.bs = {
    days: ["Nedjelja","Ponedjeljak", "Utorak", "Srijeda", "Četvrtak", "Petak", "Subota"],
    daysShort: ["Ned", "Pon", "Uto", "Sri", "Čet", "Pet", "Sub"],
    daysMin: ["N", "Po", "U", "Sr", "Č", "Pe", "Su"],
    months: ["Januar", "Februar", "Mart", "April", "Maj", "Juni", "Juli", "August", "Septembar", "Oktobar", "Novembar", "Decembar"],
    monthsShort: ["Jan", "Feb", "Mar", "Apr", "Maj", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dec"],
    today: "Danas",
    weekStart: 1,
    format: "dd.mm.yyyy"
  };
}());
